import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../src/modules/auth/session.entity.js';
import { loadSecrets } from '../src/common/secrets.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { inviteCode } from './support/admin-security.js';

const JWT_SECRET = crypto.randomBytes(32).toString('hex');
let shop: TestShop;
let n = 0;
/** A fresh e-mail and client address per test, so throttles never leak between tests. */
const fresh = () => {
  n += 1;
  return { email: `user${n}.${crypto.randomBytes(3).toString('hex')}@example.com`, client: `10.1.${n}.1` };
};
const reg = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  address: '12 MG Road, Bengaluru',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  ...over,
});

beforeAll(async () => {
  shop = await startTestShop({ JWT_SECRET });
});
afterAll(() => shop?.close());

describe('registration', () => {
  it.each([
    [{ name: '  ' }, 'Name is required', 'name'],
    [{ mobileNumber: '' }, 'Mobile number is required', 'mobileNumber'],
    [{ mobileNumber: '98765' }, 'Mobile number must be 10 digits', 'mobileNumber'],
    [{ email: '' }, 'Email is required', 'email'],
    [{ email: 'a b@c.d' }, 'Invalid email format', 'email'],
    [{ email: 'nodot@host' }, 'Invalid email format', 'email'],
    [{ address: '' }, 'Address is required', 'address'],
    [{ password: '', confirmPassword: '' }, 'Password is required', 'password'],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'Password must be at least 6 characters', 'password'],
    [{ confirmPassword: 'Different1' }, 'Passwords do not match', 'confirmPassword'],
  ])('refuses %j with "%s" over REST and GraphQL', async (over, message, field) => {
    const { email, client } = fresh();
    const body = reg({ email, ...over });
    const rest = await shop.rest('POST', '/api/auth/register', body, { client });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error: message, message, field });
    const gql = await shop.gql(
      'mutation($i: RegisterInput!) { register(input: $i) { message } }',
      { i: body },
      { client },
    );
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(shop.mail.mailsTo(String(body.email))).toHaveLength(0);
  });

  it('mails a code, verifies it once, and then the account can log in', async () => {
    const { email, client } = fresh();
    const res = await shop.rest('POST', '/api/auth/register', reg({ email }), { client });
    expect(res).toMatchObject({ status: 200, body: { message: 'OTP sent to email' } });
    const otp = await shop.mail.codeFor(email);
    expect(otp).toMatch(/^\d{6}$/);

    // Not verified yet: the right password is not enough.
    const early = await shop.rest('POST', '/api/auth/login', { email, password: 'Secret#123' }, { client });
    expect(early).toMatchObject({
      status: 403,
      body: { error: 'Please verify your email before logging in.' },
    });

    const wrong = await shop.rest('POST', '/api/auth/verify-otp', {
      email,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
    const ok = await shop.rest('POST', '/api/auth/verify-otp', { email: email.toUpperCase(), otp });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Account verified successfully' } });
    const again = await shop.rest('POST', '/api/auth/verify-otp', { email, otp });
    expect(again).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });

    const login = await shop.rest<{ token: string; user: Record<string, unknown> }>(
      'POST',
      '/api/auth/login',
      { email, password: 'Secret#123' },
      { client },
    );
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email,
      name: 'Asha Rao',
      role: 'customer',
      mobileNumber: '9876543210',
    });
    expect(login.body.user.id).toBe(login.body.user._id);
    expect(login.body.user).not.toHaveProperty('passwordHash');
  });

  it('asks for a six-digit code', async () => {
    const res = await shop.rest('POST', '/api/auth/verify-otp', { email: 'x@example.com', otp: '12a' });
    expect(res).toMatchObject({ status: 400, body: { error: 'Please enter a 6-digit OTP' } });
  });

  it('burns a code after five wrong guesses', async () => {
    const { email, client } = fresh();
    await shop.rest('POST', '/api/auth/register', reg({ email }), { client });
    const otp = await shop.mail.codeFor(email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const r = await shop.rest('POST', '/api/auth/verify-otp', { email, otp: wrong });
      expect(r.status).toBe(400);
    }
    const right = await shop.rest('POST', '/api/auth/verify-otp', { email, otp });
    expect(right).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
  });

  it('counts parallel wrong guesses exactly', async () => {
    const { email, client } = fresh();
    await shop.rest('POST', '/api/auth/register', reg({ email }), { client });
    const otp = await shop.mail.codeFor(email);
    const wrong = String((Number(otp) + 7) % 1_000_000).padStart(6, '0');
    await Promise.all(
      Array.from({ length: 5 }, () => shop.rest('POST', '/api/auth/verify-otp', { email, otp: wrong })),
    );
    const right = await shop.rest('POST', '/api/auth/verify-otp', { email, otp });
    expect(right.status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { email, client } = fresh();
    await shop.rest('POST', '/api/auth/register', reg({ email }), { client });
    const otp = await shop.mail.codeFor(email);
    await shop.server.orm.em
      .fork()
      .getConnection()
      .execute(`update one_time_codes set expires_at = now() - interval '1 second' where email = ?`, [email]);
    const res = await shop.rest('POST', '/api/auth/verify-otp', { email, otp });
    expect(res).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
  });

  it('stores codes only as hashes', async () => {
    const { email, client } = fresh();
    await shop.rest('POST', '/api/auth/register', reg({ email }), { client });
    const otp = await shop.mail.codeFor(email);
    const rows = await shop.server.orm.em
      .fork()
      .getConnection()
      .execute<{ code_hash: string }[]>(`select code_hash from one_time_codes where email = ?`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(otp);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resends a new code that works, and answers the same for unknown e-mails', async () => {
    const { email, client } = fresh();
    await shop.rest('POST', '/api/auth/register', reg({ email }), { client });
    await shop.mail.codeFor(email, 1);
    const resend = await shop.rest('POST', '/api/auth/resend-otp', { email }, { client });
    expect(resend).toMatchObject({ status: 200, body: { message: 'New OTP sent successfully' } });
    const second = await shop.mail.codeFor(email, 2);
    expect((await shop.rest('POST', '/api/auth/verify-otp', { email, otp: second })).status).toBe(200);

    const unknown = fresh();
    const r = await shop.rest(
      'POST',
      '/api/auth/resend-otp',
      { email: unknown.email },
      { client: unknown.client },
    );
    expect(r).toMatchObject({ status: 200, body: { message: 'New OTP sent successfully' } });
    await new Promise((res) => setTimeout(res, 200));
    expect(shop.mail.mailsTo(unknown.email)).toHaveLength(0);
  });

  it('keeps a pending registration bound to the details its code was sent for', async () => {
    const { email } = fresh();
    await shop.rest(
      'POST',
      '/api/auth/register',
      reg({ email, password: 'FirstPass1', confirmPassword: 'FirstPass1' }),
      {
        client: '10.2.0.1',
      },
    );
    const firstCode = await shop.mail.codeFor(email, 1);
    // Someone else registers the same address with their own password before the owner verifies.
    await shop.rest(
      'POST',
      '/api/auth/register',
      reg({ email, password: 'Intruder1', confirmPassword: 'Intruder1' }),
      {
        client: '10.2.0.2',
      },
    );
    await shop.mail.codeFor(email, 2);
    expect((await shop.rest('POST', '/api/auth/verify-otp', { email, otp: firstCode })).status).toBe(200);
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'FirstPass1' })).status).toBe(200);
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'Intruder1' })).status).toBe(401);
  });

  it('never changes the password of a verified e-mail that registers again', async () => {
    const { email, client } = fresh();
    await signUp(shop, { email, password: 'Original#1', client });
    const res = await shop.rest(
      'POST',
      '/api/auth/register',
      reg({ email, password: 'Hijack#123', confirmPassword: 'Hijack#123' }),
      { client: '10.3.0.9' },
    );
    expect(res).toMatchObject({ status: 200, body: { message: 'OTP sent to email' } });
    const notice = await shop.mail.waitForMail(email, 2);
    expect(notice.subject).toContain('you already have an account');
    expect(notice.subject).not.toMatch(/\d{6}/);
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'Hijack#123' })).status).toBe(401);
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'Original#1' })).status).toBe(200);
  });

  it('throttles code mails per e-mail', async () => {
    const { email } = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await shop.rest('POST', '/api/auth/resend-otp', { email }, { client: `10.4.${i}.1` });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('throttles code mails per client', async () => {
    const client = '10.5.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const r = await shop.rest(
        'POST',
        '/api/auth/forgot-password',
        { email: `p${i}@example.com` },
        { client },
      );
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});

describe('login', () => {
  it('validates the form with the specs messages', async () => {
    const bad = await shop.rest('POST', '/api/auth/login', { email: 'nope', password: 'Secret#123' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address.' } });
    const short = await shop.rest('POST', '/api/auth/login', { email: 'a@b.co', password: '123' });
    expect(short).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 6 characters long.' },
    });
  });

  it('answers unknown e-mails and wrong passwords alike', async () => {
    const { email, client } = fresh();
    await signUp(shop, { email, client });
    const wrong = await shop.rest(
      'POST',
      '/api/auth/login',
      { email, password: 'Wrong#123' },
      { client: '10.6.0.1' },
    );
    const unknown = await shop.rest(
      'POST',
      '/api/auth/login',
      { email: `nobody-${email}`, password: 'Wrong#123' },
      { client: '10.6.0.2' },
    );
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid credentials' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    const gql = await shop.gql(
      'mutation($i: LoginInput!) { login(input: $i) { token } }',
      { i: { email, password: 'Wrong#123' } },
      { client: '10.6.0.3' },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers 429 after repeated failures, even with the right password', async () => {
    const { email, client } = fresh();
    await signUp(shop, { email, password: 'Right#123', client });
    for (let i = 0; i < 5; i++) {
      const r = await shop.rest(
        'POST',
        '/api/auth/login',
        { email, password: 'Wrong#123' },
        { client: '10.7.0.1' },
      );
      expect(r.status).toBe(401);
    }
    const blocked = await shop.rest(
      'POST',
      '/api/auth/login',
      { email, password: 'Right#123' },
      { client: '10.7.0.1' },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'Too many failed login attempts. Please try again later.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets admins into the admin portal and keeps shoppers out', async () => {
    const admin = await shop.rest('POST', '/api/auth/admin/login', ADMIN);
    expect(admin).toMatchObject({ status: 200, body: { user: { role: 'admin' } } });
    const { email, client } = fresh();
    await signUp(shop, { email, password: 'Shopper#1', client });
    const shopper = await shop.gql(
      'mutation($i: LoginInput!) { adminLogin(input: $i) { token } }',
      { i: { email, password: 'Shopper#1' } },
      { client },
    );
    expect(shopper.errors?.[0]).toMatchObject({
      message: 'You are not authorized as an admin',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('sessions and tokens', () => {
  const gqlMe = (token?: string) =>
    shop.gql<{ me: { email: string } | null }>('{ me { email } }', {}, { token });

  it('check-auth answers the user for a valid token and 401 otherwise', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    const ok = await shop.rest('GET', '/api/auth/check-auth', undefined, { token });
    expect(ok).toMatchObject({ status: 200, body: { user: { email } } });
    expect((await shop.rest('GET', '/api/auth/check-auth')).status).toBe(401);
    const tampered = token.slice(0, -3) + (token.endsWith('aaa') ? 'bbb' : 'aaa');
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: tampered })).status).toBe(401);
    expect((await gqlMe(tampered)).status).toBe(401);
  });

  it('refuses unsigned (alg none) and wrongly signed tokens', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    const [, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: none })).status).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(crypto.randomBytes(32));
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: forged })).status).toBe(401);
  });

  it('refreshes an expired token once, renewing the session; the old token cannot refresh again', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { jwt } = await loadSecrets(JWT_SECRET, '/nonexistent');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ...claims, iat: past, exp: past + 900 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(jwt);
    const refused = await shop.rest('GET', '/api/auth/check-auth', undefined, { token: expired });
    expect(refused.status).toBe(401);

    const refreshed = await shop.rest<{ token: string }>('GET', '/api/auth/refresh', undefined, {
      token: expired,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(token);
    expect((await gqlMe(refreshed.body.token)).data?.me?.email).toBe(email);

    const replay = await shop.rest('GET', '/api/auth/refresh', undefined, { token: expired });
    expect(replay).toMatchObject({ status: 401, body: { error: 'Session expired. Please log in again.' } });

    const viaGql = await shop.gql<{ refreshToken: { token: string } }>(
      'mutation($t: String!) { refreshToken(token: $t) { token } }',
      { t: refreshed.body.token },
    );
    expect(viaGql.data?.refreshToken.token).toBeTruthy();
  });

  it('a replayed rotated-out token revokes the whole session; a rotated-out token is no access token', async () => {
    const { email, client } = fresh();
    const { token: first } = await signUp(shop, { email, client });
    const rotated = await shop.rest<{ token: string }>('GET', '/api/auth/refresh', undefined, {
      token: first,
    });
    expect(rotated.status).toBe(200);
    const second = rotated.body.token;
    // The old token, though not expired yet, no longer opens anything.
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: first })).status).toBe(401);
    expect((await gqlMe(second)).data?.me?.email).toBe(email);

    // Minutes later (past the two-tabs grace), the old token comes back: a thief's copy.
    const sid = (JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString()) as { sid: string })
      .sid;
    await shop.server.orm.em
      .fork()
      .nativeUpdate(Session, { id: sid }, { refreshedAt: new Date(Date.now() - 60_000) });
    const replay = await shop.rest('GET', '/api/auth/refresh', undefined, { token: first });
    expect(replay).toMatchObject({ status: 401, body: { error: 'Session expired. Please log in again.' } });
    // The whole session ends: the newer token stops working too, for access and for refresh.
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: second })).status).toBe(401);
    expect((await shop.rest('GET', '/api/auth/refresh', undefined, { token: second })).status).toBe(401);
  });

  it('does not end the session when two tabs refresh the same token at once', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    const [a, b] = await Promise.all([
      shop.rest<{ token: string }>('GET', '/api/auth/refresh', undefined, { token }),
      shop.rest<{ token: string }>('GET', '/api/auth/refresh', undefined, { token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a.body.token : b.body.token;
    expect((await gqlMe(winner)).data?.me?.email).toBe(email);
  });

  it('logout revokes the session and its token', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    expect((await shop.rest('POST', '/api/auth/logout', {}, { token })).status).toBe(200);
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token })).status).toBe(401);
    expect((await shop.rest('GET', '/api/auth/refresh', undefined, { token })).status).toBe(401);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${shop.url}/api/auth/check-auth`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps CSRF prevention on for GraphQL GET requests', async () => {
    const res = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('password reset', () => {
  it('resets with the mailed code and ends every session', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, password: 'Before#123', client });
    const forgot = await shop.rest('POST', '/api/auth/forgot-password', { email }, { client });
    expect(forgot.status).toBe(200);
    const otp = await shop.mail.codeFor(email, 2);

    // A registration code is not a reset code, and the other way round.
    expect((await shop.rest('POST', '/api/auth/verify-otp', { email, otp })).status).toBe(400);

    const verify = await shop.rest('POST', '/api/auth/verify-reset-otp', { email, otp });
    expect(verify).toMatchObject({ status: 200, body: { message: 'OTP verified successfully' } });
    const base = { email, otp, newPassword: 'After#1234', confirmNewPassword: 'After#1234' };
    const mismatch = await shop.rest('POST', '/api/auth/reset-password-otp', {
      ...base,
      confirmNewPassword: 'Other#1234',
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: 'Passwords do not match.' } });
    const short = await shop.rest('POST', '/api/auth/reset-password-otp', {
      ...base,
      newPassword: 'Ab#1',
      confirmNewPassword: 'Ab#1',
    });
    expect(short).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 8 characters long.' },
    });
    const noCode = await shop.rest('POST', '/api/auth/reset-password-otp', { ...base, otp: '' });
    expect(noCode).toMatchObject({ status: 400, body: { error: 'Please enter the OTP.' } });
    const noEmail = await shop.rest('POST', '/api/auth/reset-password-otp', { ...base, email: '' });
    expect(noEmail).toMatchObject({
      status: 400,
      body: { error: 'Email is missing. Please start the reset process again.' },
    });

    const done = await shop.rest('POST', '/api/auth/reset-password-otp', base);
    expect(done).toMatchObject({ status: 200, body: { message: 'Password reset successfully' } });
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token })).status).toBe(401);
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'Before#123' })).status).toBe(401);
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'After#1234' })).status).toBe(200);
    // The code was used up.
    expect((await shop.rest('POST', '/api/auth/reset-password-otp', base)).status).toBe(400);
  });

  it('answers the same for unknown e-mails and sends nothing', async () => {
    const { email, client } = fresh();
    const res = await shop.rest('POST', '/api/auth/forgot-password', { email }, { client });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'If an account exists for this email, an OTP has been sent.' },
    });
    const bad = await shop.rest('POST', '/api/auth/forgot-password', { email: 'not-an-email' }, { client });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address.' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(shop.mail.mailsTo(email)).toHaveLength(0);
  });
});

describe('profile', () => {
  it('shows and updates the profile with the specs rules', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    const profile = {
      name: 'Asha R',
      email,
      mobileNumber: '919876543210',
      address: '7 Park Street, Kolkata',
    };
    const bad = await shop.rest('PUT', '/api/auth/user', { ...profile, mobileNumber: '12345' }, { token });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Mobile number must be 10-12 digits' } });
    const missing = await shop.rest('PUT', '/api/auth/user', { ...profile, address: ' ' }, { token });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Address is required' } });
    const ok = await shop.rest('PUT', '/api/auth/user', profile, { token });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Profile updated successfully', user: profile },
    });
    expect((await shop.rest('PUT', '/api/auth/user', profile)).status).toBe(401);

    const other = fresh();
    await signUp(shop, other);
    // A new e-mail needs the password (account-security.test.ts); no answer says it is taken.
    const taken = await shop.rest('PUT', '/api/auth/user', { ...profile, email: other.email }, { token });
    expect(taken).toMatchObject({
      status: 400,
      body: { error: 'Enter your current password to change your email', field: 'currentPassword' },
    });
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const { email, client } = fresh();
    const first = await signUp(shop, { email, password: 'Before#123', client });
    const second = await logIn(shop, email, 'Before#123', client);
    const body = {
      currentPassword: 'Wrong#1234',
      newPassword: 'After#1234',
      confirmNewPassword: 'After#1234',
    };
    const wrong = await shop.rest('POST', '/api/auth/user/change-password', body, { token: first.token });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
    const short = await shop.rest(
      'POST',
      '/api/auth/user/change-password',
      { ...body, currentPassword: 'Before#123', newPassword: 'short', confirmNewPassword: 'short' },
      { token: first.token },
    );
    expect(short).toMatchObject({
      status: 400,
      body: { error: 'New password must be at least 8 characters long' },
    });
    const ok = await shop.rest(
      'POST',
      '/api/auth/user/change-password',
      { ...body, currentPassword: 'Before#123' },
      { token: first.token },
    );
    expect(ok).toMatchObject({ status: 200, body: { message: 'Password changed successfully' } });
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: first.token })).status).toBe(
      200,
    );
    expect((await shop.rest('GET', '/api/auth/check-auth', undefined, { token: second.token })).status).toBe(
      401,
    );
    expect((await shop.rest('POST', '/api/auth/login', { email, password: 'After#1234' })).status).toBe(200);
  });

  it('pushes profile changes to the owner over the WebSocket, and refuses bad tokens with 4403', async () => {
    const { email, client } = fresh();
    const { token } = await signUp(shop, { email, client });
    const ws = shop.ws(token);
    const received = new Promise<{ name: string }>((resolve, reject) => {
      const stop = ws.subscribe<{ accountUpdated: { name: string } }>(
        { query: 'subscription { accountUpdated { name } }' },
        {
          next: (v) => {
            if (v.data) {
              resolve(v.data.accountUpdated);
              stop();
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // Let the subscription register before the change.
    await new Promise((r) => setTimeout(r, 300));
    await shop.rest(
      'PUT',
      '/api/auth/user',
      { name: 'Live Name', email, mobileNumber: '9876543210', address: 'Somewhere 1' },
      { token },
    );
    expect(await received).toEqual({ name: 'Live Name' });

    const bad = shop.ws('not-a-token');
    const closed = await new Promise<number>((resolve) => {
      bad.on('closed', (e) => resolve((e as { code: number }).code));
      bad.subscribe(
        { query: 'subscription { accountUpdated { name } }' },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
    });
    expect(closed).toBe(4403);
  });
});

describe('admin accounts', () => {
  it('lets only an admin invite another admin, who sets their own password with the e-mailed code', async () => {
    const { email, client } = fresh();
    const body = reg({ email, password: 'NewAdmin#1', confirmPassword: 'NewAdmin#1' });
    expect((await shop.rest('POST', '/api/auth/admin/register', body, { client })).status).toBe(401);
    const shopper = await signUp(shop, fresh());
    const forbidden = await shop.rest('POST', '/api/auth/admin/register', body, {
      token: shopper.token,
      client,
    });
    expect(forbidden.status).toBe(403);
    const gqlForbidden = await shop.gql(
      'mutation($i: RegisterAdminInput!) { registerAdmin(input: $i) { message } }',
      { i: body },
      { token: shopper.token },
    );
    expect(gqlForbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const admin = await logIn(shop, ADMIN.email, ADMIN.password);
    const badMobile = await shop.rest(
      'POST',
      '/api/auth/admin/register',
      { ...body, mobileNumber: '123' },
      { token: admin.token, client },
    );
    expect(badMobile).toMatchObject({ status: 400, body: { error: 'Invalid mobile number' } });
    const created = await shop.rest('POST', '/api/auth/admin/register', body, { token: admin.token, client });
    expect(created).toMatchObject({
      status: 200,
      body: { message: 'Admin account created. OTP sent to email.' },
    });
    // An invitation: the invitee sets their own password with the e-mailed code (the inviter's is ignored).
    const { code: otp } = await inviteCode(shop, email);
    const accept = { email, otp, password: 'Invitee#2026', confirmPassword: 'Invitee#2026' };
    expect((await shop.rest('POST', '/api/auth/admin/accept-invite', accept)).status).toBe(200);
    expect((await shop.rest('POST', '/api/auth/admin/login', { email, password: 'NewAdmin#1' })).status).toBe(
      401,
    );
    const login = await shop.rest('POST', '/api/auth/admin/login', { email, password: 'Invitee#2026' });
    expect(login).toMatchObject({ status: 200, body: { user: { role: 'admin' } } });

    const dup = await shop.rest('POST', '/api/auth/admin/register', body, { token: admin.token, client });
    expect(dup).toMatchObject({ status: 409, body: { error: 'This email is already in use' } });
  });

  it('changes an admin password through the admin route only for admins', async () => {
    const shopper = await signUp(shop, fresh());
    const res = await shop.rest(
      'PATCH',
      '/api/auth/admin/password',
      { currentPassword: 'Secret#123', newPassword: 'Whatever#12' },
      { token: shopper.token },
    );
    expect(res).toMatchObject({ status: 403, body: { error: 'Unauthorized: Admins only' } });
  });
});
