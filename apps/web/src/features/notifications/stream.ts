import { NOTIFICATION_STREAM, type NotificationOut } from '@dishcraft/contract';
import { buildUrl } from '../../lib/api';
import { SseParser } from './sse';

export interface StreamOptions {
  token: string;
  onNotification(notification: NotificationOut): void;
  /** Called each time the stream (re)connects, so missed state can be refetched. */
  onOpen?(): void;
  /** A 401: the token is dead; the stream stops for good. */
  onUnauthorized?(): void;
}

const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * The live notification stream (API.md §3.11), read with fetch and a ReadableStream so the token travels in
 * the Authorization header, never in the URL. Reconnects with exponential backoff (starting at the server's
 * `retry:`), sending Last-Event-ID so nothing is missed in between. Returns a function that stops it.
 * This is the one place in the web app that calls fetch outside lib/api.ts.
 */
export function startNotificationStream(options: StreamOptions): () => void {
  const controller = new AbortController();
  let lastEventId: string | null = null;
  let failures = 0;
  let baseDelay = MIN_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (controller.signal.aborted) return;
    const delay = Math.min(MAX_DELAY_MS, baseDelay * 2 ** failures) * (0.8 + Math.random() * 0.4);
    failures += 1;
    timer = setTimeout(connect, delay);
  };

  async function connect(): Promise<void> {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Token ${options.token}`,
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(buildUrl('/notifications/stream/'), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const parser = new SseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let opened = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const events = parser.feed(value);
        if (parser.retryMs) baseDelay = Math.max(MIN_DELAY_MS, Math.min(parser.retryMs, MAX_DELAY_MS));
        if (!opened) {
          // The server sent its first bytes: the connection is healthy, so the backoff starts over.
          opened = true;
          failures = 0;
          options.onOpen?.();
        }
        for (const event of events) {
          if (event.id) lastEventId = event.id;
          if (event.event !== NOTIFICATION_STREAM.event) continue;
          try {
            options.onNotification(JSON.parse(event.data) as NotificationOut);
          } catch {
            // a malformed frame is skipped; the 30-second poll still catches up
          }
        }
        if (parser.lastEventId) lastEventId = parser.lastEventId;
      }
    } catch (error) {
      if (controller.signal.aborted || (error as Error).name === 'AbortError') return;
    }
    schedule();
  }

  void connect();
  return () => {
    controller.abort();
    if (timer) clearTimeout(timer);
  };
}
