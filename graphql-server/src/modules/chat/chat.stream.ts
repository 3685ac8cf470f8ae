import { Repeater } from '@graphql-yoga/subscription';

export interface GuardedStreamOptions<T> {
  /** Topic streams from the pubsub; their events are merged in arrival order. */
  sources: AsyncIterable<unknown>[];
  /** Turns an event into what the subscriber receives; `undefined` skips it (filtering). */
  map: (event: unknown) => T | undefined | Promise<T | undefined>;
  /** Runs before every delivery: false ends the subscription with `deniedError`. */
  authorize: () => Promise<boolean>;
  deniedError: () => Error;
  /** A first value, sent at once (e.g. the current presence). */
  initial?: () => Promise<T | undefined>;
  /** A periodic re-evaluation (e.g. presence that lapses without any event). */
  tick?: { everyMs: number; run: () => Promise<T | undefined> };
  onStop?: () => void;
}

/**
 * A subscription source that is authorised again on every event: when the viewer's session ends
 * (logout, password change) the next event ends the stream with an error instead of delivering.
 * Built on Repeater so that an unsubscribe always releases the topic listeners.
 */
export function guardedStream<T>(o: GuardedStreamOptions<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterators = o.sources.map((s) => s[Symbol.asyncIterator]());
    let timer: NodeJS.Timeout | undefined;
    let chain = Promise.resolve();
    // Deliveries are chained so events leave in the order they arrived.
    const deliver = (produce: () => T | undefined | Promise<T | undefined>) => {
      chain = chain.then(async () => {
        try {
          if (!(await o.authorize())) {
            stop(o.deniedError());
            return;
          }
          const value = await produce();
          if (value !== undefined) await push(value);
        } catch (err) {
          stop(err);
        }
      });
      return chain;
    };
    const finished = stop.then(() => {
      if (timer) clearInterval(timer);
      for (const it of iterators) void it.return?.();
      o.onStop?.();
    });
    if (o.initial) void deliver(o.initial);
    if (o.tick) {
      const { everyMs, run } = o.tick;
      timer = setInterval(() => void deliver(run), everyMs);
      timer.unref();
    }
    await Promise.all(
      iterators.map(async (it) => {
        for (;;) {
          const next = await Promise.race([
            it.next(),
            finished.then(() => ({ done: true, value: undefined })),
          ]);
          if (next.done) return;
          await deliver(() => o.map(next.value));
        }
      }),
    );
    await finished;
  });
}
