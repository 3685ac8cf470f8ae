import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { asyncLocalStorageUsesHooks, scopeAsyncLocalStorage } from './async-context.js';

/** Node's flag on an async_hooks-based instance: whether its promise hook is installed. */
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

// Where AsyncLocalStorage no longer uses async_hooks (Node 24), there is nothing to scope.
describe.runIf(asyncLocalStorageUsesHooks())(
  'scopeAsyncLocalStorage (Node 20: on only while a run is under way)',
  () => {
    beforeAll(() => {
      scopeAsyncLocalStorage();
      scopeAsyncLocalStorage(); // a second call changes nothing
    });

    it('keeps the store through the awaits of a run, then turns the instance off', async () => {
      const tx = new AsyncLocalStorage<string>();
      const seen: (string | undefined)[] = [];
      const result = await tx.run('tx-1', async () => {
        seen.push(tx.getStore());
        await sleep(1);
        seen.push(tx.getStore());
        await Promise.all([sleep(1).then(() => seen.push(tx.getStore()))]);
        expect(enabled(tx)).toBe(true);
        return 'done';
      });
      expect(result).toBe('done');
      expect(seen).toEqual(['tx-1', 'tx-1', 'tx-1']);
      expect(enabled(tx)).toBe(false);
      expect(tx.getStore()).toBeUndefined();
    });

    it('keeps every instance on while any run is under way (nested and concurrent runs)', async () => {
      const tx = new AsyncLocalStorage<string>();
      const flush = new AsyncLocalStorage<boolean>();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const long = tx.run('long', async () => {
        await held;
        // The short run below settled meanwhile: this one still sees its own store.
        return [tx.getStore(), flush.getStore()];
      });
      const short = await tx.run('short', () =>
        flush.run(true, async () => {
          await sleep(1);
          return [tx.getStore(), flush.getStore()];
        }),
      );
      expect(short).toEqual(['short', true]);
      expect(enabled(tx) && enabled(flush)).toBe(true);
      release();
      expect(await long).toEqual(['long', undefined]);
      await sleep(0);
      expect(enabled(tx) || enabled(flush)).toBe(false);
    });

    it('counts a run whose callback throws or whose promise rejects as settled, and passes the error on', async () => {
      const tx = new AsyncLocalStorage<string>();
      expect(() =>
        tx.run('sync', () => {
          throw new Error('thrown');
        }),
      ).toThrow('thrown');
      expect(enabled(tx)).toBe(false);
      await expect(
        tx.run('async', async () => {
          await sleep(1);
          throw new Error('rejected');
        }),
      ).rejects.toThrow('rejected');
      await sleep(0);
      expect(enabled(tx)).toBe(false);
      expect(tx.run('plain', () => tx.getStore())).toBe('plain');
      expect(enabled(tx)).toBe(false);
    });

    it('turns a used instance back on for the next run', async () => {
      const tx = new AsyncLocalStorage<number>();
      for (const n of [1, 2, 3]) {
        const seen = await tx.run(n, async () => {
          await sleep(1);
          return tx.getStore();
        });
        expect(seen).toBe(n);
        await sleep(0);
        expect(enabled(tx)).toBe(false);
      }
    });

    // Last: enterWith pins the instances on for the rest of the process.
    it('leaves every instance on for good once enterWith is used (a context with no end)', async () => {
      const request = new AsyncLocalStorage<string>();
      const tx = new AsyncLocalStorage<string>();
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          request.enterWith('request-1');
          resolve();
        }),
      );
      await tx.run('tx', async () => sleep(1));
      await sleep(0);
      expect(enabled(request) && enabled(tx)).toBe(true);
    });
  },
);
