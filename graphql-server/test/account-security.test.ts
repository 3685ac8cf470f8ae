import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

/** Issue 30, item 6: a proven e-mail change, session lifetimes, the sessions list, password guesses. */
let shop: TestShop;
const PASSWORD = 'Secret#123';
const fresh = (who = 'user') => `${who}.${crypto.randomBytes(4).toString('hex')}@example.com`;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** The code on a line of its own in the n-th mail's body (codes are never in a subject). */
async function bodyCode(email: string, nth: number): Promise<string> {
  const mail = await shop.mail.waitForMail(email, nth);
  expect(mail.subject).not.toMatch(/\d{6}/);
  const code = /^\s*(\d{6})\s*$/m.exec(
    mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}

const profileOf = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email,
  mobileNumber: '9876543210',
  address: '12 MG Road, Bengaluru',
  ...over,
});
const UPDATE = `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { message pendingEmail user { email name } } }`;
const CONFIRM = `mutation($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { message user { email } } }`;
const login = (email: string, password = PASSWORD) =>
  shop.rest('POST', '/api/auth/login', { email, password }, { client: '10.60.0.1' });

describe('changing the login e-mail', () => {
  it('needs the current password; without it or with a wrong one nothing changes', async () => {
    const email = fresh();
    const { token } = await signUp(shop, { email });
    const next = fresh('new');
    const none = await shop.gql(UPDATE, { i: profileOf(next) }, { token });
    expect(none.errors?.[0]).toMatchObject({
      message: 'Enter your current password to change your email',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const wrong = await shop.rest(
      'PUT',
      '/api/auth/user',
      profileOf(next, { currentPassword: 'Wrong#123' }),
      {
        token,
      },
    );
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
    expect((await login(email)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(shop.mail.mailsTo(next)).toHaveLength(0);
  });

  it('sends a code to the new address and tells the old one; the old e-mail logs in until the code is entered', async () => {
    const email = fresh('old');
    const { token } = await signUp(shop, { email });
    const next = fresh('new');
    const asked = await shop.gql<{
      updateProfile: { message: string; pendingEmail: string; user: { email: string; name: string } };
    }>(UPDATE, { i: profileOf(next, { name: 'Asha R', currentPassword: PASSWORD }) }, { token });
    expect(asked.data?.updateProfile).toEqual({
      message:
        'Profile updated. We sent a code to your new email address: enter it to make that address your login.',
      pendingEmail: next,
      user: { email, name: 'Asha R' },
    });
    const code = await bodyCode(next, 1);
    const notice = await shop.mail.waitForMail(email, 2);
    expect(notice.subject).toContain('a change of your login e-mail was requested');
    expect((await login(email)).status).toBe(200);
    expect((await login(next)).status).toBe(401);

    const bad = await shop.gql(
      CONFIRM,
      { i: { email: next, otp: code === '000000' ? '111111' : '000000' } },
      { token },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid or expired OTP',
      extensions: { field: 'otp' },
    });
    const done = await shop.rest(
      'POST',
      '/api/auth/user/confirm-email',
      { email: next, otp: code },
      { token },
    );
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Email changed successfully', user: { email: next } },
    });
    expect((await login(next)).status).toBe(200);
    expect((await login(email)).status).toBe(401);
    const changed = await shop.mail.waitForMail(email, 3);
    expect(changed.subject).toContain('your login e-mail was changed');
    // Used once.
    const again = await shop.rest(
      'POST',
      '/api/auth/user/confirm-email',
      { email: next, otp: code },
      { token },
    );
    expect(again.status).toBe(400);
  });

  it('answers the same for an address that already has an account (no 409); that address is told, and no code works', async () => {
    const email = fresh();
    const { token } = await signUp(shop, { email });
    const taken = fresh('taken');
    await signUp(shop, { email: taken });
    const free = fresh('free');
    const ask = (to: string) =>
      shop.rest('PUT', '/api/auth/user', profileOf(to, { currentPassword: PASSWORD }), { token });
    const a = await ask(taken);
    const b = await ask(free);
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(Object.keys(a.body)).toEqual(Object.keys(b.body));
    expect((a.body as { message: string }).message).toBe((b.body as { message: string }).message);
    expect(a.body).toMatchObject({ pendingEmail: taken, user: { email } });

    const told = await shop.mail.waitForMail(taken, 2);
    expect(told.subject).toContain('this address already has an account');
    expect(told.raw).not.toMatch(/^\s*\d{6}\s*$/m);
    const wrong = await shop.rest(
      'POST',
      '/api/auth/user/confirm-email',
      { email: taken, otp: '123456' },
      { token },
    );
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
    expect((await login(taken)).status).toBe(200);
  });

  it('a code works only for the account that asked for it', async () => {
    const owner = await signUp(shop, { email: fresh('owner') });
    const other = await signUp(shop, { email: fresh('other') });
    const next = fresh('new');
    await shop.rest('PUT', '/api/auth/user', profileOf(next, { currentPassword: PASSWORD }), {
      token: owner.token,
    });
    const code = await bodyCode(next, 1);
    const stolen = await shop.rest(
      'POST',
      '/api/auth/user/confirm-email',
      { email: next, otp: code },
      {
        token: other.token,
      },
    );
    expect(stolen.status).toBe(400);
    const own = await shop.rest(
      'POST',
      '/api/auth/user/confirm-email',
      { email: next, otp: code },
      {
        token: owner.token,
      },
    );
    expect(own.status).toBe(200);
  });

  it('a new request ends the codes of the earlier one', async () => {
    const { token } = await signUp(shop, { email: fresh('owner') });
    const [first, second] = [fresh('first'), fresh('second')];
    for (const to of [first, second])
      await shop.rest('PUT', '/api/auth/user', profileOf(to, { currentPassword: PASSWORD }), { token });
    const [a, b] = [await bodyCode(first, 1), await bodyCode(second, 1)];
    const confirm = (email: string, otp: string) =>
      shop.rest('POST', '/api/auth/user/confirm-email', { email, otp }, { token });
    expect((await confirm(first, a)).status).toBe(400);
    expect((await confirm(second, b)).status).toBe(200);
  });
});

describe('guessing the current password', () => {
  it('change-password answers 429 with Retry-After after five wrong current passwords, even for the right one', async () => {
    const email = fresh();
    const { token } = await signUp(shop, { email });
    const body = (currentPassword: string) => ({
      currentPassword,
      newPassword: 'After#1234',
      confirmNewPassword: 'After#1234',
    });
    for (let i = 0; i < 5; i++) {
      const r = await shop.rest('POST', '/api/auth/user/change-password', body(`Guess#${i}00`), { token });
      expect(r.status).toBe(400);
    }
    const blocked = await shop.rest('POST', '/api/auth/user/change-password', body(PASSWORD), { token });
    expect(blocked).toMatchObject({
      status: 429,
      body: { error: 'Too many failed password attempts. Please try again later.' },
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(email)).status).toBe(200);
  });
});

describe('session lifetimes', () => {
  const claims = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  const refresh = (token: string) => shop.rest('GET', '/api/auth/refresh', undefined, { token });

  it('a session ends 30 days after its sign-in, however often it refreshes', async () => {
    const email = fresh();
    const { token } = await signUp(shop, { email });
    const { sid } = claims(token);
    await sql("update sessions set created_at = now() - interval '31 days' where id = $1", [sid]);
    const r = await refresh(token);
    expect(r).toMatchObject({ status: 401, body: { error: 'Session expired. Please log in again.' } });
  });

  it('a refresh slides the session, but never past the absolute end', async () => {
    const email = fresh();
    const { token } = await signUp(shop, { email });
    const { sid } = claims(token);
    await sql("update sessions set created_at = now() - interval '29 days' where id = $1", [sid]);
    const r = await refresh(token);
    expect(r.status).toBe(200);
    const [row] = await sql<{ left_hours: number }>(
      'select extract(epoch from expires_at - now()) / 3600 as left_hours from sessions where id = $1',
      [sid],
    );
    expect(Number(row!.left_hours)).toBeGreaterThan(23);
    expect(Number(row!.left_hours)).toBeLessThanOrEqual(24);
  });
});

describe('the sessions list', () => {
  const SESSIONS = '{ mySessions { id device ipAddress current lastSeenAt signedInAt expiresAt } }';
  interface Listed {
    id: string;
    device: string;
    ipAddress: string;
    current: boolean;
  }

  it('lists the live sessions with device, address and this device; "sign out of other sessions" ends the rest and their sockets', async () => {
    const email = fresh();
    await signUp(shop, { email });
    const signIn = async (ua: string, client: string) =>
      (
        await shop.rest<{ token: string }>(
          'POST',
          '/api/auth/login',
          { email, password: PASSWORD },
          { client, headers: { 'user-agent': ua } },
        )
      ).body.token;
    const laptop = await signIn(CHROME_LINUX, '10.61.0.1');
    const phone = await signIn(SAFARI_IPHONE, '10.61.0.2');

    const listed = await shop.gql<{ mySessions: Listed[] }>(SESSIONS, {}, { token: laptop });
    const sessions = listed.data!.mySessions;
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Chrome on Linux',
      ipAddress: '10.61.0.1',
    });
    expect(sessions.find((s) => s.device === 'Safari on iPhone')).toMatchObject({
      ipAddress: '10.61.0.2',
      current: false,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toHaveLength(3); // the sign-up's own login too

    // The phone's live updates end too.
    const ws = shop.ws(phone);
    const closed = new Promise<number>((resolve) =>
      ws.on('closed', (e) => resolve((e as { code: number }).code)),
    );
    ws.subscribe(
      { query: 'subscription { accountUpdated { name } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));

    const out = await shop.gql<{ signOutOtherSessions: { message: string } }>(
      'mutation { signOutOtherSessions { message } }',
      {},
      { token: laptop },
    );
    expect(out.data?.signOutOtherSessions.message).toBe('Signed out of all other sessions');
    expect(await closed).toBe(4403);
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: phone })).status).toBe(401);
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: laptop })).status).toBe(200);
    const after = await shop.rest<Listed[]>('GET', '/api/auth/sessions', undefined, { token: laptop });
    expect(after.body.map((s) => s.current)).toEqual([true]);
  });

  it('is for signed-in users only', async () => {
    expect((await shop.gql(SESSIONS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await shop.rest('GET', '/api/auth/sessions')).status).toBe(401);
    expect((await shop.rest('POST', '/api/auth/sessions/sign-out-others')).status).toBe(401);
  });
});
