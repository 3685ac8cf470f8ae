import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_SESSION_KEEP_MS } from '../src/modules/auth/index.js';
import { sql } from './support/commerce.js';
import { logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const DAY = 24 * 60 * 60 * 1000;

describe('jobs in PostgreSQL (pg-boss)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ JOBS: 'on' });
  });
  afterAll(() => shop?.close());

  it('keeps its queues and schedules in the shop’s database, one schedule per periodic job', async () => {
    expect(shop.server.jobs.enabled).toBe(true);
    const schedules = await sql<{ name: string; cron: string; timezone: string }>(
      shop,
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(schedules).toContainEqual({
      name: 'auth.ended-sessions',
      cron: '17 * * * *',
      timezone: 'Asia/Kolkata',
    });
    const queues = await sql<{ name: string; policy: string }>(
      shop,
      `select name, policy from pgboss.queue where name = 'auth.ended-sessions'`,
    );
    expect(queues).toEqual([{ name: 'auth.ended-sessions', policy: 'stately' }]);
  });

  it('works a background job sent to it, and retries one that throws', async () => {
    const seen: string[] = [];
    let failures = 1;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    await shop.server.jobs.define<{ word: string }>({
      name: 'test.echo',
      retryLimit: 2,
      retryDelaySeconds: 1,
      async run(data) {
        if (failures-- > 0) throw new Error('first attempt fails');
        seen.push(data.word);
        done();
      },
    });
    await shop.server.jobs.send('test.echo', { word: 'namaste' });
    await finished;
    expect(seen).toEqual(['namaste']);
    const [job] = await sql<{ retry_count: number }>(
      shop,
      `select retry_count from pgboss.job where name = 'test.echo'`,
    );
    expect(job!.retry_count).toBe(1);
  }, 120_000);

  it('forgets sessions a day after they ended, and only those (at a clock the test sets)', async () => {
    const who = { email: `jobs-${Date.now()}@example.com`, password: 'Secret#123' };
    const first = await signUp(shop, who);
    const second = await logIn(shop, who.email, who.password);
    const logout = await shop.rest('POST', '/api/auth/logout', {}, { token: second.token });
    expect(logout.status).toBeLessThan(300);
    const sessions = () =>
      sql<{ revoked: boolean }>(
        shop,
        'select revoked_at is not null as revoked from sessions where user_id = ? order by revoked',
        [first.userId],
      );
    expect(await sessions()).toEqual([{ revoked: false }, { revoked: true }]);

    // Within a day of the sign-out: both kept.
    await shop.server.jobs.runNow(
      'auth.ended-sessions',
      {},
      new Date(Date.now() + ENDED_SESSION_KEEP_MS - 60_000),
    );
    expect(await sessions()).toHaveLength(2);
    // A day after: the signed-out one goes, the live one stays.
    await shop.server.jobs.runNow(
      'auth.ended-sessions',
      {},
      new Date(Date.now() + ENDED_SESSION_KEEP_MS + 60_000),
    );
    expect(await sessions()).toEqual([{ revoked: false }]);
    // A day after the live one expires: it goes too.
    const [{ expires_at }] = (await sql<{ expires_at: string }>(
      shop,
      'select expires_at from sessions where user_id = ?',
      [first.userId],
    )) as [{ expires_at: string }];
    await shop.server.jobs.runNow(
      'auth.ended-sessions',
      {},
      new Date(new Date(expires_at).getTime() + 2 * DAY),
    );
    expect(await sessions()).toEqual([]);
  });
});
