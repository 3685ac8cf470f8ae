import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPresence, SUPPORT_ONLINE_WINDOW_MS } from './chat.presence.js';

// The in-memory presence (one instance, no REDIS_URL); the Redis one is exercised by chat.test.ts.
describe('chat presence', () => {
  let presence: ChatPresence;
  const changes = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    presence = new ChatPresence(undefined, 'test:', changes);
  });
  afterEach(() => {
    presence.close();
    vi.useRealTimers();
  });

  it('says support is online while an admin is connected and for a minute after they leave, then offline', async () => {
    expect(await presence.supportOnline()).toBe(false);
    const leave = presence.connect('admin', 'admin-1');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(await presence.supportOnline()).toBe(true);

    // Connected for 50 s (heartbeats at 20 s and 40 s), then gone.
    await vi.advanceTimersByTimeAsync(50_000);
    leave();
    expect(changes).toHaveBeenCalledTimes(2);

    // The minute counts from leaving, not from the last heartbeat.
    await vi.advanceTimersByTimeAsync(SUPPORT_ONLINE_WINDOW_MS - 5_000);
    expect(await presence.supportOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await presence.supportOnline()).toBe(false);
  });

  it('counts a shopper as connected only while a chat subscription is open', async () => {
    const leave = presence.connect('customer', 'shopper-1');
    expect(await presence.shopperConnected('shopper-1')).toBe(true);
    expect(await presence.shopperConnected('shopper-2')).toBe(false);
    leave();
    expect(await presence.shopperConnected('shopper-1')).toBe(false);
    // Shoppers never make support "online".
    expect(await presence.supportOnline()).toBe(false);
  });
});
