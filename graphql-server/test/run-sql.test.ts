import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSql } from '../src/common/sql.js';
import { startTestShop, type TestShop } from './support/shop.js';

/** The one helper for hand-written statements (common/sql.ts): inside and outside a transaction. */
let shop: TestShop;
const em = () => shop.server.orm.em.fork() as EntityManager;

beforeAll(async () => {
  shop = await startTestShop();
  await runSql(em(), 'create table run_sql_probe (n int primary key)');
});
afterAll(async () => {
  await shop?.close();
});

const count = async (db: EntityManager) =>
  Number((await runSql<{ n: string }>(db, 'select count(*) as n from run_sql_probe'))[0]!.n);

describe('runSql', () => {
  it('runs inside a transaction on its connection: its writes are seen there, gone on rollback', async () => {
    const seenInside: number[] = [];
    await expect(
      em().transactional(async (tx) => {
        const inserted = await runSql<{ n: number }>(
          tx,
          'insert into run_sql_probe (n) values ($1) returning n',
          [1],
        );
        expect(inserted).toEqual([{ n: 1 }]);
        seenInside.push(await count(tx));
        // Another connection does not see the uncommitted row.
        seenInside.push(await count(em()));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seenInside).toEqual([1, 0]);
    expect(await count(em())).toBe(0);
  });

  it('commits with the transaction, and runs outside one on a pooled connection', async () => {
    await em().transactional(async (tx) => {
      await runSql(tx, 'insert into run_sql_probe (n) values ($1)', [2]);
      // The transaction's own row lock: the same row from a pooled connection would wait.
      await runSql(tx, 'select n from run_sql_probe where n = $1 for update', [2]);
    });
    expect(await count(em())).toBe(1);
    expect(await runSql(em(), 'select n from run_sql_probe where n = $1', [2])).toEqual([{ n: 2 }]);
  });

  it('answers a failed statement as an error and leaves the pool usable', async () => {
    await expect(runSql(em(), 'insert into run_sql_probe (n) values ($1)', [2])).rejects.toMatchObject({
      code: '23505',
    });
    expect(await count(em())).toBe(1);
  });
});
