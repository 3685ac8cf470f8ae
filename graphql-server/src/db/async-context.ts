import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * AsyncLocalStorage on while a context is in use, off in between.
 *
 * MikroORM keeps a transaction's EntityManager, and whether a flush is under way, in
 * AsyncLocalStorage (`em.transactional`, every `flush`). On Node before 24, AsyncLocalStorage is
 * built on async_hooks: the first `run` installs a hook on every promise the process creates, and
 * it stays installed for good. After the first write (start-up's seeds are one), every request
 * paid for it, reads included, although no read ever looks a context up: an uncached product list
 * answered 1.13 times as many requests per second with the hook off
 * (docs/decisions/async-local-storage-off-when-idle.md).
 *
 * Installed once, this turns the instances off again when the last `run` in progress has settled
 * (its callback returned, or the promise it returned settled). A `run` turns its instance back on,
 * as Node does for an instance that was turned off. Contexts reach exactly what they did before:
 * what a `run`'s callback starts, synchronously or through its awaits, for as long as it runs.
 * What outlives every `run` (work started in a transaction and left running after it ended) no
 * longer sees that transaction's context; nothing in the shop does that, or should.
 *
 * Left alone where it would change behaviour or gain nothing: once anything calls `enterWith` (a
 * context with no end), the instances stay on for good; on Node 24 and later (and 22 with
 * `--experimental-async-context-frame`), where AsyncLocalStorage no longer uses async_hooks, it is
 * not installed.
 */
export function scopeAsyncLocalStorage(): void {
  const proto = AsyncLocalStorage.prototype as AsyncLocalStorage<unknown> & { [installed]?: true };
  if (proto[installed] || !asyncLocalStorageUsesHooks()) return;
  proto[installed] = true;

  const run = proto.run;
  const enterWith = proto.enterWith;
  let running = 0;
  let pinned = false;
  const used = new Set<AsyncLocalStorage<unknown>>();
  const settled = () => {
    running -= 1;
    if (running > 0 || pinned) return;
    for (const storage of used) storage.disable();
    used.clear();
  };

  proto.run = function scopedRun<R>(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    callback: (...args: unknown[]) => R,
    ...args: unknown[]
  ): R {
    running += 1;
    used.add(this);
    let result: R;
    try {
      result = run.call(this, store, callback, ...args) as R;
    } catch (err) {
      settled();
      throw err;
    }
    if (result instanceof Promise) result.then(settled, settled);
    else settled();
    return result;
  } as typeof proto.run;

  proto.enterWith = function pinnedEnterWith(this: AsyncLocalStorage<unknown>, store: unknown) {
    pinned = true;
    enterWith.call(this, store);
  };
}

const installed = Symbol('scopedAsyncLocalStorage');

/** Whether AsyncLocalStorage is built on async_hooks (Node before 24, without async context frames). */
export function asyncLocalStorageUsesHooks(): boolean {
  const proto = AsyncLocalStorage.prototype as { _enable?: () => void };
  const major = Number(process.versions.node.split('.')[0]);
  const frames = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) =>
    a.includes('async-context-frame'),
  );
  return major < 24 && !frames && typeof proto._enable === 'function';
}
