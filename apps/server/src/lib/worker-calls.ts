import type { Worker } from 'node:worker_threads';

/** A call in the hands of a thread: what was asked, and how its caller is answered. */
export interface Call<Data, Result> {
  data: Data;
  resolve(result: Result): void;
  reject(error: Error): void;
  result: Promise<Result>;
}

/** A running thread and the calls it has in hand, by id. */
export interface Thread<Data, Result> {
  worker: Worker;
  calls: Map<number, Call<Data, Result>>;
}

/**
 * Calls answered by a worker thread, started at the first call and again after it ends. Each thread keeps its own
 * calls: when it dies (error or exit) those fail, and only those; the next call starts a new thread.
 */
export function workerCalls<Data, Result, Message>(options: {
  /** How errors name the thread: "`name` stopped (exit code 1)". */
  name: string;
  start: () => Worker;
  /** A message from `thread`; a reply settles its call and deletes it. */
  onMessage: (message: Message, thread: Thread<Data, Result>) => void;
}) {
  let current: Thread<Data, Result> | null = null;
  let nextId = 0;

  const open = (): Thread<Data, Result> => {
    const thread: Thread<Data, Result> = { worker: options.start(), calls: new Map() };
    thread.worker.on('message', (message: Message) => options.onMessage(message, thread));
    const fail = (error: Error) => {
      if (current === thread) current = null;
      for (const call of thread.calls.values()) call.reject(error);
      thread.calls.clear();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`${options.name} stopped (exit code ${code})`)));
    return thread;
  };

  return {
    /** Hands a call to the running thread (started if none runs): post its message with the id returned. */
    call(data: Data): { id: number; thread: Thread<Data, Result>; result: Promise<Result> } {
      const thread = (current ??= open());
      const id = nextId++;
      let resolve!: (result: Result) => void;
      let reject!: (error: Error) => void;
      const result = new Promise<Result>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      thread.calls.set(id, { data, resolve, reject, result });
      return { id, thread, result };
    },
    /** The running thread, handed no more calls from now on (the next call starts another), or null. */
    detach(): Thread<Data, Result> | null {
      const thread = current;
      current = null;
      return thread;
    },
  };
}

/** Settles once every call `thread` has in hand now is answered or failed. */
export async function answered(thread: Thread<unknown, unknown>): Promise<void> {
  await Promise.allSettled([...thread.calls.values()].map((call) => call.result));
}
