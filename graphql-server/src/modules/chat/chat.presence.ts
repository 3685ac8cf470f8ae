import type { Redis } from 'ioredis';

/** An admin counts as online when connected within this window (issue 8). */
export const SUPPORT_ONLINE_WINDOW_MS = 60_000;
const HEARTBEAT_MS = 20_000;
/** A shopper counts as connected while a heartbeat is this recent. */
const SHOPPER_CONNECTED_MS = HEARTBEAT_MS * 2;

type Role = 'admin' | 'customer';

/**
 * Who has a chat subscription open, across instances (a Redis sorted set of last-seen times per
 * role when Redis is configured; in memory otherwise). Open subscriptions on this instance are
 * re-stamped every 20 s. Admins stay "online" for a minute after their last connection; a
 * shopper is "connected" only while a subscription is open.
 */
export class ChatPresence {
  private readonly open = new Map<string, number>();
  private readonly memory = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private onlineCache: { at: number; value: Promise<boolean> } | undefined;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly onAdminChange: () => void,
  ) {
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Marks a subscription open; the returned function closes it. */
  connect(role: Role, userId: string): () => void {
    const key = `${role}:${userId}`;
    const first = !this.open.has(key);
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
    void this.stamp(role, userId, Date.now());
    if (first && role === 'admin') {
      this.onlineCache = undefined;
      this.onAdminChange();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) {
        this.open.set(key, left);
        return;
      }
      this.open.delete(key);
      // Shoppers leave at once; admins stay "online" for the window after they leave (stamped now,
      // not at the last heartbeat, which may be 20 s older).
      if (role === 'customer') {
        void this.stamp(role, userId, 0);
        return;
      }
      void this.stamp(role, userId, Date.now());
      this.onlineCache = undefined;
      this.onAdminChange();
    };
  }

  /** Is any admin connected now or within the last minute? Cached for 2 s per instance. */
  supportOnline(): Promise<boolean> {
    const now = Date.now();
    if (this.onlineCache && now - this.onlineCache.at < 2_000) return this.onlineCache.value;
    const value = this.anySince('admin', now - SUPPORT_ONLINE_WINDOW_MS).catch(() => false);
    this.onlineCache = { at: now, value };
    return value;
  }

  /** Does this shopper have a chat subscription open on any instance? */
  async shopperConnected(userId: string): Promise<boolean> {
    const since = Date.now() - SHOPPER_CONNECTED_MS;
    if (this.open.has(`customer:${userId}`)) return true;
    if (!this.redis) return (this.memory.get(`customer:${userId}`) ?? 0) > since;
    const score = await this.redis.zscore(this.setKey('customer'), userId);
    return score !== null && Number(score) > since;
  }

  close(): void {
    clearInterval(this.timer);
  }

  private setKey(role: Role): string {
    return `${this.prefix}chat:presence:${role}`;
  }

  private async anySince(role: Role, since: number): Promise<boolean> {
    if (!this.redis) {
      for (const [key, at] of this.memory) if (key.startsWith(`${role}:`) && at > since) return true;
      return [...this.open.keys()].some((k) => k.startsWith(`${role}:`));
    }
    return (await this.redis.zcount(this.setKey(role), since, '+inf')) > 0;
  }

  private async stamp(role: Role, userId: string, at: number): Promise<void> {
    if (!this.redis) {
      this.memory.set(`${role}:${userId}`, at);
      return;
    }
    try {
      if (at === 0) await this.redis.zrem(this.setKey(role), userId);
      else await this.redis.zadd(this.setKey(role), at, userId);
    } catch {
      /* presence is best effort; Redis errors are logged by the client */
    }
  }

  private async heartbeat(): Promise<void> {
    const now = Date.now();
    for (const key of this.open.keys()) {
      const [role, userId] = key.split(':') as [Role, string];
      await this.stamp(role, userId, now);
    }
    if (this.redis) {
      // Forget shoppers and admins long gone, so the sets stay small.
      for (const role of ['admin', 'customer'] as const)
        await this.redis.zremrangebyscore(this.setKey(role), 0, now - 10 * 60_000).catch(() => 0);
    }
  }
}
