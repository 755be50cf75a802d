import { describe, expect, it } from 'vitest';
import { SseParser } from './sse';

describe('SseParser', () => {
  it('parses events split across chunks, skipping comments and keeping the last id and retry', () => {
    const parser = new SseParser();
    expect(parser.feed('retry: 5000\n: connected\n\nid: 4')).toEqual([]);
    expect(parser.retryMs).toBe(5000);
    const events = parser.feed('2\nevent: notification\ndata: {"id":42}\n\n: heartbeat\n\n');
    expect(events).toEqual([{ id: '42', event: 'notification', data: '{"id":42}' }]);
    expect(parser.lastEventId).toBe('42');
  });

  it('joins multi-line data and accepts CRLF line ends', () => {
    const parser = new SseParser();
    const events = parser.feed('data: first\r\ndata: second\r\n\r\n');
    expect(events).toEqual([{ id: null, event: 'message', data: 'first\nsecond' }]);
  });

  it('does not dispatch an event until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.feed('event: notification\ndata: {}\n')).toEqual([]);
    expect(parser.feed('\n')).toHaveLength(1);
  });
});
