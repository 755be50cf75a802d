import { translator } from './i18n/translator.js';

/** The live notification stream (API.md §3.11). */
export const NOTIFICATION_STREAM = {
  /** Sent as `retry:` so EventSource-like clients wait this long before reconnecting. */
  retryMs: 5000,
  heartbeatMs: 25_000,
  maxStreamsPerUser: 5,
  /** At most this many notifications are replayed after `Last-Event-ID`. */
  replayMax: 100,
  event: 'notification',
} as const;

export const NOTIFICATION_MESSAGES = {
  allMarkedRead: translator('en')('errors.notification.allMarkedRead'),
} as const;
