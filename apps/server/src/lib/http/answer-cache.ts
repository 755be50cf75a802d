/** An answer kept for reuse: the body as sent and what a hit must repeat of its headers. */
export interface CachedAnswer {
  payload: string;
  contentType: string;
  /** Filled in once the response that built it has been sent (the ETag is computed after the body). */
  etag?: string;
  /** The payload compressed once per encoding, on the first hit that asks for it. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

interface Entry extends CachedAnswer {
  freshUntil: number;
}

/** The right to store the answer a request is about to build; `release` it when the request ends. */
export interface BuildTicket {
  key: string;
  generation: number;
  /** Set when other requests for the key wait for this one. */
  done?: () => void;
}

export type Lookup = { answer: CachedAnswer } | { ticket: BuildTicket };

/**
 * Per-process reuse of identical answers for `ttlMs`, built so that an expiry never sends a burst of
 * identical queries to the database: while one request rebuilds an expired answer, the others get
 * the previous one (at most one more `ttlMs` old) or, with nothing to serve, wait for that build.
 * `clear()` after a write also voids every build already running, so an answer read before the
 * write can never be stored after it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<void>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async lookup(key: string): Promise<Lookup> {
    const entry = this.entries.get(key);
    if (entry && this.now() < entry.freshUntil) return { answer: entry };
    const running = this.building.get(key);
    if (!running) return { ticket: this.claim(key) };
    if (entry && this.now() < entry.freshUntil + this.ttlMs) return { answer: entry };
    await running;
    const built = this.entries.get(key);
    if (built && this.now() < built.freshUntil) return { answer: built };
    // The build failed or was voided by a write: build again rather than queue behind another one.
    return { ticket: { key, generation: this.generation } };
  }

  /** Keeps the answer unless a write happened since the ticket was issued; returns what was kept. */
  store(ticket: BuildTicket, answer: CachedAnswer): CachedAnswer | undefined {
    if (ticket.generation !== this.generation) return undefined;
    this.entries.delete(ticket.key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { ...answer, freshUntil: this.now() + this.ttlMs };
    this.entries.set(ticket.key, entry);
    return entry;
  }

  /** Ends a build, stored or not, and wakes the requests waiting for it. Safe to call twice. */
  release(ticket: BuildTicket): void {
    ticket.done?.();
    ticket.done = undefined;
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private claim(key: string): BuildTicket {
    const ticket: BuildTicket = { key, generation: this.generation };
    const running = new Promise<void>((resolve) => {
      ticket.done = () => {
        if (this.building.get(key) === running) this.building.delete(key);
        resolve();
      };
    });
    this.building.set(key, running);
    return ticket;
  }
}
