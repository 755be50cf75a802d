/** One Server-Sent Event as the stream sends it (API.md §3.11). */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Incremental parser of the text/event-stream format: feed it decoded chunks as they arrive, get back the
 * complete events. Handles CRLF and LF line ends, comments (`: heartbeat`), multi-line `data` and `retry`.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  /** The last `id:` seen, kept across events for Last-Event-ID. */
  lastEventId: string | null = null;
  /** The server's `retry:` in milliseconds, when it sent one. */
  retryMs: number | null = null;

  feed(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + width);
      const event = this.line(line);
      if (event) events.push(event);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }

  private dispatch(): SseEvent | null {
    if (this.id !== null) this.lastEventId = this.id;
    const event = this.data.length ? { id: this.id, event: this.event || 'message', data: this.data.join('\n') } : null;
    this.data = [];
    this.event = '';
    this.id = null;
    return event;
  }
}
