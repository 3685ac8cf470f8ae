import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteCode } from './support/admin-security.js';
import { ADMIN, logIn, startTestShop, type TestShop } from './support/shop.js';

/** Issue 30, item 5: nobody takes over a registration that is not theirs. */
let shop: TestShop;
const VICTIM = '10.30.0.1';
const ATTACKER = '10.30.0.66';
const fresh = (who: string) => `${who}.${crypto.randomBytes(4).toString('hex')}@example.com`;
const details = (email: string, password: string, name: string) => ({
  name,
  mobileNumber: '9876543210',
  email,
  address: '12 MG Road, Bengaluru',
  password,
  confirmPassword: password,
});
const register = (email: string, password: string, name: string, client: string) =>
  shop.rest('POST', '/api/auth/register', details(email, password, name), { client });
const login = (email: string, password: string, client = '10.30.9.9') =>
  shop.rest('POST', '/api/auth/login', { email, password }, { client });

async function pendingRow(email: string) {
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ name: string; role: string; is_verified: boolean }>(
      'select name, role, is_verified from users where email = $1',
      [email],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('a pending registration', () => {
  it('the attack in the issue: the attacker registers the victim’s pending e-mail, the victim resends and verifies, and keeps their own password', async () => {
    const email = fresh('victim');
    expect((await register(email, 'VictimPass1', 'Victim', VICTIM)).status).toBe(200);
    await shop.mail.codeFor(email, 1);
    const hijack = await register(email, 'Attacker#1', 'Attacker', ATTACKER);
    expect(hijack).toMatchObject({ status: 200, body: { message: 'OTP sent to email' } });
    await shop.mail.codeFor(email, 2);
    // The pending profile is not the attacker's to change.
    expect(await pendingRow(email)).toMatchObject({ name: 'Victim', is_verified: false });

    // The victim did not see a mail and asks for a new code, then verifies with it.
    const resend = await shop.rest('POST', '/api/auth/resend-otp', { email }, { client: VICTIM });
    expect(resend).toMatchObject({ status: 200, body: { message: 'New OTP sent successfully' } });
    const code = await shop.mail.codeFor(email, 3);
    expect((await shop.rest('POST', '/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
    expect((await login(email, 'VictimPass1')).status).toBe(200);
    expect((await login(email, 'Attacker#1')).status).toBe(401);
    expect(await pendingRow(email)).toMatchObject({ name: 'Victim', is_verified: true });
  });

  it('the code entered decides: the victim’s own code applies the victim’s details, whoever registered last', async () => {
    const email = fresh('first');
    await register(email, 'Attacker#1', 'Attacker', ATTACKER);
    await shop.mail.codeFor(email, 1);
    await register(email, 'VictimPass1', 'Victim', VICTIM);
    const own = await shop.mail.codeFor(email, 2);
    expect((await shop.rest('POST', '/api/auth/verify-otp', { email, otp: own })).status).toBe(200);
    expect(await pendingRow(email)).toMatchObject({ name: 'Victim', is_verified: true });
    expect((await login(email, 'VictimPass1')).status).toBe(200);
    expect((await login(email, 'Attacker#1')).status).toBe(401);
  });

  it('a resend from another address carries nobody’s details: the same answer, no code', async () => {
    const email = fresh('other');
    await register(email, 'VictimPass1', 'Victim', VICTIM);
    await shop.mail.codeFor(email, 1);
    const resend = await shop.rest('POST', '/api/auth/resend-otp', { email }, { client: ATTACKER });
    expect(resend).toMatchObject({ status: 200, body: { message: 'New OTP sent successfully' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.mail.mailsTo(email)).toHaveLength(1);
  });
});

describe('an admin invite', () => {
  it('a public register never changes a pending invite: no code, the same answer, and the invitee becomes an admin', async () => {
    const email = fresh('invitee');
    const admin = await logIn(shop, ADMIN.email, ADMIN.password);
    const invite = await shop.rest(
      'POST',
      '/api/auth/admin/register',
      details(email, 'InvitePass#1', 'New Admin'),
      { token: admin.token, client: '10.30.1.1' },
    );
    expect(invite.status).toBe(200);
    const { code } = await inviteCode(shop, email);

    const hijack = await register(email, 'Attacker#1', 'Attacker', ATTACKER);
    expect(hijack).toMatchObject({ status: 200, body: { message: 'OTP sent to email' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.mail.mailsTo(email)).toHaveLength(1);
    expect(await pendingRow(email)).toMatchObject({ name: 'New Admin', role: 'admin', is_verified: false });

    // The invitee sets their own password with the invitation's code (the inviter's never works).
    const accepted = await shop.rest('POST', '/api/auth/admin/accept-invite', {
      email,
      otp: code,
      password: 'Invitee#2026',
      confirmPassword: 'Invitee#2026',
    });
    expect(accepted.status).toBe(200);
    const adminLogin = await shop.rest('POST', '/api/auth/admin/login', { email, password: 'Invitee#2026' });
    expect(adminLogin).toMatchObject({ status: 200, body: { user: { role: 'admin' } } });
    expect((await login(email, 'InvitePass#1')).status).toBe(401);
    expect((await login(email, 'Attacker#1')).status).toBe(401);
  });
});

describe('no enumeration', () => {
  it('register answers alike for a new, a pending and a verified e-mail', async () => {
    const pending = fresh('pending');
    await register(pending, 'VictimPass1', 'Victim', VICTIM);
    const verified = fresh('verified');
    await register(verified, 'VictimPass1', 'Victim', VICTIM);
    const otp = await shop.mail.codeFor(verified, 1);
    await shop.rest('POST', '/api/auth/verify-otp', { email: verified, otp });
    const answers = await Promise.all(
      [fresh('new'), pending, verified].map((e) => register(e, 'Attacker#1', 'Attacker', ATTACKER)),
    );
    const shapes = answers.map((a) => JSON.stringify({ status: a.status, body: a.body }));
    expect(new Set(shapes).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, body: { message: 'OTP sent to email' } });
  });
});
