import crypto from 'node:crypto';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { enrol, inviteAndAccept, SIGN_IN_CODE, signIn, totp } from './support/admin-security.js';

// Admin two-factor sign-in (TOTP, RFC 6238) with recovery codes, and the shop's switch that
// requires it for every admin. Each admin here is fresh: a TOTP code is accepted once per 30 s step.

const REQUIRED_2FA =
  'Two-factor sign-in is on for this admin: sign in at /admin/login, where the second step asks for your authenticator code.';
const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const PASSWORD = 'Invited#2026';

let shop: TestShop;
let owner: string;
let n = 0;
const freshAdmin = async () => {
  n += 1;
  const email = `admin${n}.${crypto.randomBytes(3).toString('hex')}@example.com`;
  await inviteAndAccept(shop, owner, { email, password: PASSWORD });
  return email;
};
const me = async (token: string) =>
  (await shop.gql<{ me: { email: string } }>('{ me { email role } }', {}, { token })).data?.me;
const code = (i: { challenge: string | null; code: string }) =>
  shop.gql<{ adminSignInCode: { token: string } }>(SIGN_IN_CODE, { i });

beforeAll(async () => {
  shop = await startTestShop();
  owner = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
});
afterAll(() => shop?.close());

describe('two-factor sign-in', () => {
  it('signs in without a second step while two-factor is off', async () => {
    const email = await freshAdmin();
    const answer = await signIn(shop, email, PASSWORD);
    expect(answer).toMatchObject({ next: 'SIGNED_IN', challenge: null });
    expect(await me(answer.token!)).toMatchObject({ email });
  });

  it('enrols with a first code, then asks every sign-in for a code; the plain logins refuse with a clear message', async () => {
    const email = await freshAdmin();
    const { token } = await logIn(shop, email, PASSWORD);
    const { secret, recoveryCodes } = await enrol(shop, { token });
    expect(recoveryCodes).toHaveLength(10);

    // Legacy logins (REST admin and shopper, GraphQL adminLogin and login) refuse: no bypass.
    for (const path of ['/api/auth/admin/login', '/api/auth/login']) {
      const res = await shop.rest('POST', path, { email, password: PASSWORD });
      expect(res).toMatchObject({ status: 403, body: { error: REQUIRED_2FA } });
    }
    for (const field of ['adminLogin', 'login']) {
      const res = await shop.gql(`mutation($i: LoginInput!) { ${field}(input: $i) { token } }`, {
        i: { email, password: PASSWORD },
      });
      expect(res.errors?.[0]).toMatchObject({ message: REQUIRED_2FA, extensions: { code: 'FORBIDDEN' } });
    }

    const answer = await signIn(shop, email, PASSWORD);
    expect(answer).toMatchObject({ next: 'CODE', token: null });
    // A code of another secret: well-formed, wrong.
    const wrong = await code({ challenge: answer.challenge, code: totp(generateSecret()) });
    expect(wrong.errors?.[0]).toMatchObject({ message: WRONG_CODE, extensions: { code: 'BAD_USER_INPUT' } });
    const next = totp(secret, 1);
    const ok = await code({ challenge: answer.challenge, code: next });
    expect(ok.errors).toBeUndefined();
    expect(await me(ok.data!.adminSignInCode.token)).toMatchObject({ email });

    // The same code again, even with a new challenge, is refused (RFC 6238 section 5.2).
    const again = await signIn(shop, email, PASSWORD);
    expect((await code({ challenge: again.challenge, code: next })).errors?.[0]?.message).toBe(WRONG_CODE);
  });

  it('accepts each recovery code once, and spends a challenge once it is used', async () => {
    const email = await freshAdmin();
    const { recoveryCodes } = await enrol(shop, { token: (await logIn(shop, email, PASSWORD)).token });
    const first = await signIn(shop, email, PASSWORD);
    // Typed in capitals with a space instead of the dash: still the code.
    const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    const ok = await code({ challenge: first.challenge, code: typed });
    expect(ok.errors).toBeUndefined();
    // The challenge is spent; and the recovery code is used up.
    const reuse = await code({ challenge: first.challenge, code: recoveryCodes[1]! });
    expect(reuse.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const second = await signIn(shop, email, PASSWORD);
    expect((await code({ challenge: second.challenge, code: recoveryCodes[0]! })).errors?.[0]?.message).toBe(
      WRONG_CODE,
    );
    const security = await shop.gql<{ adminSecurity: { recoveryCodesLeft: number } }>(
      '{ adminSecurity { twoFactorEnabled recoveryCodesLeft requireTwoFactor } }',
      {},
      { token: ok.data!.adminSignInCode.token },
    );
    expect(security.data?.adminSecurity).toEqual({
      twoFactorEnabled: true,
      recoveryCodesLeft: 9,
      requireTwoFactor: false,
    });
  });

  it('takes five wrong codes per challenge, then refuses even the right one (429)', async () => {
    const email = await freshAdmin();
    const { secret } = await enrol(shop, { token: (await logIn(shop, email, PASSWORD)).token });
    const { challenge } = await signIn(shop, email, PASSWORD);
    for (let i = 0; i < 5; i++) {
      const res = await code({ challenge, code: String(100000 + i) });
      expect(res.errors?.[0]?.message).toBe(WRONG_CODE);
    }
    const blocked = await code({ challenge, code: totp(secret, 1) });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0]?.message).toBe('Too many wrong codes. Please enter your password again.');
    // A new password step gives a new challenge.
    const fresh = await signIn(shop, email, PASSWORD);
    expect((await code({ challenge: fresh.challenge, code: totp(secret, 1) })).errors).toBeUndefined();
  });

  it('refuses a forged or altered challenge, and an access token used as one', async () => {
    const email = await freshAdmin();
    const { token } = await logIn(shop, email, PASSWORD);
    const { secret } = await enrol(shop, { token });
    const { challenge } = await signIn(shop, email, PASSWORD);
    for (const bad of [`${challenge!.slice(0, -2)}xx`, token, 'nonsense']) {
      const res = await code({ challenge: bad, code: totp(secret, 1) });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0]?.message).toBe('Your sign-in has expired. Please enter your password again.');
    }
  });

  it('keeps the secret sealed at rest and the recovery codes only as hashes', async () => {
    const email = await freshAdmin();
    const { secret, recoveryCodes } = await enrol(shop, {
      token: (await logIn(shop, email, PASSWORD)).token,
    });
    const row = await shop.server.orm.em
      .fork()
      .getConnection()
      .execute<
        { secret_sealed: string; pending_secret_sealed: string | null; recovery_code_hashes: unknown }[]
      >('select t.* from admin_two_factor t join users u on u.id = t.user_id where u.email = ?', [email]);
    const stored = JSON.stringify(row[0]);
    expect(row[0]!.secret_sealed).toMatch(/^v1\./);
    expect(row[0]!.pending_secret_sealed).toBeNull();
    expect(stored).not.toContain(secret);
    for (const c of recoveryCodes) expect(stored).not.toContain(c.replace('-', ''));
  });

  it('regenerates recovery codes and turns itself off only with the password and a current code', async () => {
    const email = await freshAdmin();
    const { token } = await logIn(shop, email, PASSWORD);
    const { secret, recoveryCodes } = await enrol(shop, { token });
    const regen = (input: Record<string, string>) =>
      shop.gql<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(
        'mutation($i: TwoFactorPasswordInput!) { regenerateRecoveryCodes(input: $i) { recoveryCodes } }',
        { i: input },
        { token },
      );
    expect((await regen({ password: 'Wrong#pass1', code: totp(secret, 1) })).errors?.[0]?.message).toBe(
      'Current password is incorrect',
    );
    const fresh = await regen({ password: PASSWORD, code: totp(secret, 1) });
    expect(fresh.data?.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
    // The old codes stopped working.
    const attempt = await signIn(shop, email, PASSWORD);
    expect((await code({ challenge: attempt.challenge, code: recoveryCodes[0]! })).errors?.[0]?.message).toBe(
      WRONG_CODE,
    );

    const off = await shop.gql<{ disableTwoFactor: { message: string } }>(
      'mutation($i: TwoFactorPasswordInput!) { disableTwoFactor(input: $i) { message } }',
      { i: { password: PASSWORD, code: fresh.data!.regenerateRecoveryCodes.recoveryCodes[0] } },
      { token },
    );
    expect(off.data?.disableTwoFactor.message).toBe('Two-factor sign-in is off.');
    expect((await signIn(shop, email, PASSWORD)).next).toBe('SIGNED_IN');
  });

  it('shows the secret as text, as an otpauth address naming the shop, and as an SVG QR code', async () => {
    const email = await freshAdmin();
    const { token } = await logIn(shop, email, PASSWORD);
    const res = await shop.gql<{
      startTwoFactorEnrolment: { secret: string; otpauthUri: string; qrCodeSvg: string };
    }>('mutation { startTwoFactorEnrolment { secret otpauthUri qrCodeSvg } }', {}, { token });
    const e = res.data!.startTwoFactorEnrolment;
    expect(e.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(e.otpauthUri).toContain(`secret=${e.secret}`);
    expect(e.otpauthUri).toContain(encodeURIComponent(email));
    expect(e.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // A shopper cannot enrol.
    const shopper = await signUp(shop, { email: `shopper${n}@example.com` });
    const denied = await shop.gql(
      'mutation { startTwoFactorEnrolment { secret } }',
      {},
      { token: shopper.token },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('requiring two-factor for every admin', () => {
  it('is set only by an admin with two-factor; then admins without it enrol at sign-in, shoppers are unchanged', async () => {
    const setter = await freshAdmin();
    const other = await freshAdmin();
    const setterToken = (await logIn(shop, setter, PASSWORD)).token;
    const set = (token: string, required: boolean) =>
      shop.gql<{ setAdminTwoFactorRequired: { requireTwoFactor: boolean } }>(
        'mutation($r: Boolean!) { setAdminTwoFactorRequired(required: $r) { requireTwoFactor } }',
        { r: required },
        { token },
      );
    const refused = await set(setterToken, true);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Turn on two-factor sign-in for your own account first.',
      extensions: { code: 'FORBIDDEN' },
    });
    const { secret } = await enrol(shop, { token: setterToken });
    expect((await set(setterToken, true)).data?.setAdminTwoFactorRequired.requireTwoFactor).toBe(true);
    try {
      // The other admin must enrol before any session: the plain login refuses too.
      const plain = await shop.rest('POST', '/api/auth/admin/login', { email: other, password: PASSWORD });
      expect(plain).toMatchObject({ status: 403, body: { error: REQUIRED_2FA } });
      const answer = await signIn(shop, other, PASSWORD);
      expect(answer).toMatchObject({ next: 'ENROL', token: null });
      // An ENROL challenge is not a CODE challenge.
      expect(
        (await code({ challenge: answer.challenge, code: '123456' })).errors?.[0]?.extensions?.code,
      ).toBe('UNAUTHENTICATED');
      const enrolled = await enrol(shop, { challenge: answer.challenge! });
      expect(enrolled.recoveryCodes).toHaveLength(10);
      expect(await me(enrolled.token!)).toMatchObject({ email: other });

      // Nobody may turn their own two-factor off while the shop requires it.
      const off = await shop.gql(
        'mutation($i: TwoFactorPasswordInput!) { disableTwoFactor(input: $i) { message } }',
        { i: { password: PASSWORD, code: totp(secret, 1) } },
        { token: setterToken },
      );
      expect(off.errors?.[0]?.message).toBe(
        'The shop requires two-factor sign-in for every admin: it cannot be turned off.',
      );

      // Shoppers sign in as before.
      const shopper = `req-shopper${n}@example.com`;
      await signUp(shop, { email: shopper });
      expect(
        (await shop.rest('POST', '/api/auth/login', { email: shopper, password: 'Secret#123' })).status,
      ).toBe(200);
    } finally {
      await set(setterToken, false);
    }
  });
});
