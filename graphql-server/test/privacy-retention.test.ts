import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './support/commerce.js';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

/** Issue 34: the retention sweep removes exactly what the privacy notice says, at a clock the test sets. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const DAY = 24 * 60 * 60 * 1000;
const sweep = (now: Date) => shop.server.jobs.runNow('privacy.retention', {}, now);

describe('the retention sweep', () => {
  it('is a periodic job of its own', () => {
    expect(shop.server.jobs.names()).toEqual(expect.arrayContaining(['privacy.retention', 'privacy.export']));
  });

  it('forgets unverified sign-ups after 7 days, spent codes after a day, session details after 90 days, old downloads, unconfirmed newsletter sign-ups', async () => {
    const start = new Date();
    const verified = await signUp(shop, { email: 'kept@example.com' });
    const reg = await shop.rest('POST', '/api/auth/register', {
      name: 'Never Verified',
      mobileNumber: '9000000001',
      email: 'unverified@example.com',
      address: '1 Nowhere Street',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    expect(reg.status).toBe(200);
    const exportRes = await shop.gql<{ requestDataExport: { id: string } }>(
      'mutation { requestDataExport { id } }',
      {},
      { token: verified.token },
    );
    expect(exportRes.errors).toBeUndefined();
    // Two newsletter sign-ups: one never confirmed (goes with its 7-day link), one confirmed (stays).
    await shop.rest(
      'POST',
      '/api/newsletter/subscribe',
      { email: 'pending@example.com' },
      { client: '10.50.0.1' },
    );
    await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: true }, { token: verified.token });
    const count = async (table: string, where = 'true', params: unknown[] = []) =>
      Number(
        (await sql<{ n: string }>(shop, `select count(*) as n from ${table} where ${where}`, params))[0]!.n,
      );
    expect(await count('one_time_codes')).toBe(2);

    // Within the first day nothing goes: codes are neither a day past use nor expiry.
    expect(await sweep(new Date(start.getTime() + 60_000))).toEqual({
      unverifiedAccounts: 0,
      codes: 0,
      sessionDetails: 0,
      expiredDownloads: 0,
      unconfirmedNewsletter: 0,
      closedRequests: 0,
    });
    // Six days on: both codes (one used, one expired) and the 24-hour download; the sign-up stays.
    expect(await sweep(new Date(start.getTime() + 6 * DAY))).toEqual({
      unverifiedAccounts: 0,
      codes: 2,
      sessionDetails: 0,
      expiredDownloads: 1,
      unconfirmedNewsletter: 0,
      closedRequests: 0,
    });
    expect(await count('users', 'email = ?', ['unverified@example.com'])).toBe(1);
    // Eight days on: the unverified sign-up goes; the verified account stays.
    expect(await sweep(new Date(start.getTime() + 8 * DAY))).toEqual({
      unverifiedAccounts: 1,
      codes: 0,
      sessionDetails: 0,
      expiredDownloads: 0,
      unconfirmedNewsletter: 1,
      closedRequests: 0,
    });
    expect(await count('users', 'email = ?', ['unverified@example.com'])).toBe(0);
    expect(await count('newsletter_subscriptions', 'email = ?', ['pending@example.com'])).toBe(0);
    expect(await count('newsletter_subscriptions', 'email = ?', ['kept@example.com'])).toBe(1);
    expect(await count('users', 'id = ?', [verified.userId])).toBe(1);
    const [session] = await sql<{ ip: string | null; user_agent: string | null }>(
      shop,
      'select ip, user_agent from sessions where user_id = ?',
      [verified.userId],
    );
    expect(session?.ip).toBeTruthy();
    // Ninety-one days on: the session's address and user agent go (the session row is auth's own job).
    expect(await sweep(new Date(start.getTime() + 91 * DAY))).toEqual({
      unverifiedAccounts: 0,
      codes: 0,
      sessionDetails: 1,
      expiredDownloads: 0,
      unconfirmedNewsletter: 0,
      closedRequests: 0,
    });
    const [after] = await sql<{ ip: string | null; user_agent: string | null }>(
      shop,
      'select ip, user_agent from sessions where user_id = ?',
      [verified.userId],
    );
    expect(after).toEqual({ ip: null, user_agent: null });
  });
  it('forgets a request or grievance 3 years after it was closed, and never an open one', async () => {
    const file = async (name: string) => {
      const res = await shop.rest<{ id: string }>(
        'POST',
        '/api/privacy/requests',
        { name, email: `${name.toLowerCase()}@example.com`, kind: 'grievance', message: 'Please explain.' },
        { client: '10.51.0.1' },
      );
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const closed = await file('Closed');
    const open = await file('Open');
    const closedAt = new Date('2026-12-01T10:00:00Z');
    await sql(
      shop,
      `update privacy_requests set status = 'closed', resolution = 'Answered', closed_at = ? where id = ?`,
      [closedAt, closed],
    );
    const at = (days: number) => new Date(Date.UTC(2029, 11, 1, 10) + days * DAY);
    expect(await sweep(at(-1))).toMatchObject({ closedRequests: 0 });
    expect(await sweep(at(1))).toMatchObject({ closedRequests: 1 });
    const left = await sql<{ id: string }>(shop, 'select id from privacy_requests where id in (?, ?)', [
      closed,
      open,
    ]);
    expect(left.map((r) => r.id)).toEqual([open]);
  });
});
