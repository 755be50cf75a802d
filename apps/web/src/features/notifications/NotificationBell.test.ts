import { describe, expect, it } from 'vitest';
import { bellLabel, notificationHref } from './NotificationBell';

describe('bell', () => {
  it('caps the unread badge at 9+', () => {
    expect(bellLabel(1)).toBe('1');
    expect(bellLabel(9)).toBe('9');
    expect(bellLabel(10)).toBe('9+');
    expect(bellLabel(250)).toBe('9+');
  });

  it('links a notification to its order, or to the notifications page', () => {
    expect(notificationHref(12)).toBe('/orders/12');
    expect(notificationHref(null)).toBe('/notifications');
  });
});
