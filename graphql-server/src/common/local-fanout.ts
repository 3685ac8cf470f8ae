/**
 * One subscription per topic on the underlying pubsub, shared by every local subscriber of that
 * topic. The pubsub's own subscriptions are Repeaters listening on an EventTarget: each costs a
 * listener, a Repeater and several promise hops per event, which with thousands of sockets on one
 * topic (a product page's live stock) is most of an event's cost. Here a subscriber is a small
 * queue fed by a loop over one upstream subscription.
 *
 * A subscriber that falls `maxQueued` events behind is ended (its consumer sees the iteration
 * finish): a slow consumer is dropped rather than buffered without end.
 *
 * An event reaches its subscribers `slice` at a time, with the event loop let go in between: each
 * subscriber's delivery (its execution, serialising, the socket write) runs in the microtasks its
 * push starts, and thousands of them in one go would hold every other request (the publishing
 * one's own answer among them) until the last socket is written. Measured with 5,000 subscribers
 * of one product (bench/read-path.ts), the admin's stock change was answered after 260–330 ms,
 * with the last delivery; in slices, at once.
 */

/** The part of a pubsub this needs: a `subscribe` answering async iterables (publish passes through). */
interface SubscribablePubSub {
  publish(...args: never[]): unknown;
  subscribe(...args: never[]): AsyncIterable<unknown>;
}

const MAX_QUEUED = 1000;
/** About 5–10 ms of deliveries on this project's 2-core machines. */
const SLICE = 128;

const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

class Subscriber<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private done = false;

  constructor(
    private readonly leave: (subscriber: Subscriber<T>) => void,
    private readonly maxQueued: number,
  ) {}

  push(value: T): void {
    if (this.done) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting({ value, done: false });
    } else if (this.queue.length < this.maxQueued) this.queue.push(value);
    else this.end();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }

  end(): void {
    if (this.done) return;
    this.done = true;
    this.queue = [];
    this.leave(this);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ value: undefined, done: true });
  }
}

/** `inner` with subscriptions shared per topic (and id) in this process; publishing is unchanged. */
export function withLocalFanout<P extends SubscribablePubSub>(
  inner: P,
  options: { maxQueued?: number; slice?: number; onError?: (err: unknown) => void } = {},
): P {
  const maxQueued = options.maxQueued ?? MAX_QUEUED;
  const slice = options.slice ?? SLICE;
  const hubs = new Map<string, { subscribers: Set<Subscriber<unknown>>; upstream: AsyncIterator<unknown> }>();
  const subscribe = (...args: unknown[]): AsyncIterableIterator<unknown> => {
    const [routingKey, id] = args as [string, string | undefined];
    const key = id === undefined ? routingKey : `${routingKey}:${id}`;
    let hub = hubs.get(key);
    if (!hub) {
      const upstream = (inner.subscribe as (...a: unknown[]) => AsyncIterable<unknown>)(...args)[
        Symbol.asyncIterator
      ]();
      const current = { subscribers: new Set<Subscriber<unknown>>(), upstream };
      hub = current;
      hubs.set(key, current);
      void (async () => {
        try {
          for (;;) {
            const step = await upstream.next();
            if (step.done) break;
            // The subscribers when the event came: one who joins meanwhile waits for the next.
            const audience = [...current.subscribers];
            for (let i = 0; i < audience.length; i++) {
              if (i > 0 && i % slice === 0) await letOthersRun();
              audience[i]!.push(step.value);
            }
          }
        } catch (err) {
          options.onError?.(err);
        }
        // The upstream ended (or failed): so do its subscribers.
        for (const subscriber of current.subscribers) subscriber.end();
      })();
    }
    const { subscribers, upstream } = hub;
    const subscriber = new Subscriber<unknown>((gone) => {
      subscribers.delete(gone);
      if (subscribers.size === 0 && hubs.get(key)?.subscribers === subscribers) {
        hubs.delete(key);
        void upstream.return?.();
      }
    }, maxQueued);
    subscribers.add(subscriber);
    return subscriber;
  };
  return { ...inner, publish: inner.publish.bind(inner), subscribe } as P;
}

/**
 * `source` with only the values `keep` accepts, without a Repeater per subscriber (a synchronous
 * test over a shared subscription; `return` reaches the source at once).
 */
export function filtered<T>(source: AsyncIterable<T>, keep: (value: T) => boolean): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const pull = (): Promise<IteratorResult<T>> =>
    it.next().then((step) => (step.done || keep(step.value) ? step : pull()));
  const iterator: AsyncIterableIterator<T> = {
    next: pull,
    return: () => it.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    throw: (err: unknown) =>
      it.throw?.(err) ?? Promise.reject(err instanceof Error ? err : new Error(String(err))),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
