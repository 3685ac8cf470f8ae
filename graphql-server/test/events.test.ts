import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { EventBus } from '../src/common/events.js';
import { openOrm, type Orm } from '../src/db/orm.js';
import { Feedback } from '../src/modules/feedback/feedback.entity.js';
import { NewsletterSubscription } from '../src/modules/newsletter/newsletter.entity.js';

interface TestEvents {
  FeedbackSaved: { email: string };
  Other: { n: number };
}

/** What a listener saw: the payload, and whether the row was visible from another connection. */
interface Seen {
  email: string;
  committedRows: number;
}

// The event bus against a real PostgreSQL: delivered only after the raising transaction commits,
// never after a rollback; listener failures are logged and do not reach the caller.
describe('domain events are delivered after commit', () => {
  let orm: Orm;
  let databaseUrl: string;
  let observer: pg.Client;
  let bus: EventBus<TestEvents>;
  let seen: Seen[];
  const logged: { msg: string; event?: string }[] = [];

  const countRows = async (email: string) =>
    Number((await observer.query('select count(*) as n from feedbacks where email = $1', [email])).rows[0].n);

  beforeAll(async () => {
    const base = new URL(inject('postgresUrl'));
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    const name = `shop_test_events_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    await admin.end();
    base.pathname = `/${name}`;
    databaseUrl = base.toString();
    const log = pino(
      { level: 'error', base: undefined },
      { write: (line: string) => void logged.push(JSON.parse(line)) },
    );
    orm = await openOrm(databaseUrl, log);
    observer = new pg.Client({ connectionString: databaseUrl });
    await observer.connect();
    bus = new EventBus<TestEvents>(log);
    bus.attach(orm);
    bus.on('FeedbackSaved', async (e) => {
      seen.push({ email: e.email, committedRows: await countRows(e.email) });
    });
  });

  afterAll(async () => {
    await observer?.end();
    await orm?.close(true);
    const base = new URL(databaseUrl);
    const name = base.pathname.slice(1);
    base.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  beforeEach(() => {
    seen = [];
    logged.length = 0;
  });

  const em = () => orm.em.fork() as EntityManager;
  const save = (tx: EntityManager, email: string) =>
    tx.create(Feedback, { name: 'Asha', email, message: 'Hello' });

  it('holds the event until the transaction commits, then delivers it once', async () => {
    await em().transactional(async (tx) => {
      save(tx, 'commit@example.com');
      await tx.flush();
      await bus.raise(tx, 'FeedbackSaved', { email: 'commit@example.com' });
      // Raised, flushed, but not committed: nobody has heard of it yet.
      expect(seen).toEqual([]);
    });
    // The listener ran after the commit: another connection already saw the row.
    expect(seen).toEqual([{ email: 'commit@example.com', committedRows: 1 }]);
  });

  it('drops the event when the transaction rolls back', async () => {
    await expect(
      em().transactional(async (tx) => {
        save(tx, 'rollback@example.com');
        await bus.raise(tx, 'FeedbackSaved', { email: 'rollback@example.com' });
        throw new Error('the business rule said no');
      }),
    ).rejects.toThrow('the business rule said no');
    await bus.settled();
    expect(seen).toEqual([]);
    expect(await countRows('rollback@example.com')).toBe(0);
  });

  it('drops the event when the commit itself fails (a constraint at the final flush)', async () => {
    const first = em();
    first.create(NewsletterSubscription, { email: 'taken@example.com' });
    await first.flush();
    await expect(
      em().transactional(async (tx) => {
        tx.create(NewsletterSubscription, { email: 'taken@example.com' });
        await bus.raise(tx, 'FeedbackSaved', { email: 'taken@example.com' });
      }),
    ).rejects.toThrow(/unique|duplicate/i);
    await bus.settled();
    expect(seen).toEqual([]);
  });

  it('delivers events raised in a nested transaction with the outer commit, and drops them with its rollback', async () => {
    await em().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        save(inner, 'nested@example.com');
        await bus.raise(inner, 'FeedbackSaved', { email: 'nested@example.com' });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([{ email: 'nested@example.com', committedRows: 1 }]);

    seen = [];
    await expect(
      em().transactional(async (outer) => {
        await outer.transactional(async (inner) => {
          save(inner, 'nested-rollback@example.com');
          await bus.raise(inner, 'FeedbackSaved', { email: 'nested-rollback@example.com' });
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    await bus.settled();
    expect(seen).toEqual([]);
  });

  it('logs a failing listener and still runs the others and answers the caller', async () => {
    const order: number[] = [];
    bus.on('Other', () => {
      order.push(1);
      throw new Error('mail server down');
    });
    bus.on('Other', () => void order.push(2));
    const result = await em().transactional(async (tx) => {
      await bus.raise(tx, 'Other', { n: 1 });
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(order).toEqual([1, 2]);
    expect(logged).toEqual([expect.objectContaining({ msg: 'event listener failed', event: 'Other' })]);
  });

  it('delivers at once when raised outside a transaction (the change already committed)', async () => {
    const e = em();
    save(e, 'direct@example.com');
    await e.flush();
    await bus.raise(e, 'FeedbackSaved', { email: 'direct@example.com' });
    expect(seen).toEqual([{ email: 'direct@example.com', committedRows: 1 }]);
  });
});
