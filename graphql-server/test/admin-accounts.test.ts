import crypto from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { inviteAndAccept, inviteCode } from './support/admin-security.js';

// The shop's admins: invitations where the invitee sets their own password, and disabling another
// admin, which ends their sessions and closes their sockets at once (on every instance).

const DISABLED = 'This admin account is disabled. Ask another admin to enable it.';
const PASSWORD = 'Invited#2026';
const ADMINS = '{ admins { id email name status twoFactorEnabled disabledAt } }';
const DISABLE = 'mutation($id: ID!) { disableAdmin(id: $id) { id status disabledAt } }';
const ENABLE = 'mutation($id: ID!) { enableAdmin(id: $id) { id status } }';

interface AdminRow {
  id: string;
  email: string;
  status: string;
}

let shop: TestShop;
let owner: { token: string; userId: string };
let n = 0;
const fresh = () => {
  n += 1;
  return `invitee${n}.${crypto.randomBytes(3).toString('hex')}@example.com`;
};
const adminList = async (token = owner.token) =>
  (await shop.gql<{ admins: AdminRow[] }>(ADMINS, {}, { token })).data!.admins;
const idOf = async (email: string) => (await adminList()).find((a) => a.email === email)!.id;

/** A signed-in socket listening to its own profile: resolves with the close code and when. */
function socket(
  s: TestShop,
  token: string,
): { ws: Client; closed: Promise<{ code: number; at: number }>; ready: Promise<void> } {
  let resolveClosed!: (v: { code: number; at: number }) => void;
  const closed = new Promise<{ code: number; at: number }>((r) => (resolveClosed = r));
  const ws = createClient({
    url: `${s.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    // The close is what the test waits for, not an error to print.
    onNonLazyError: () => undefined,
    connectionParams: { authorization: `Bearer ${token}` },
    on: { closed: (e) => resolveClosed({ code: (e as { code: number }).code, at: Date.now() }) },
  });
  ws.subscribe(
    { query: 'subscription { accountUpdated { name } }' },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  // The subscription is registered once a query on the same socket has answered.
  const ready = new Promise<void>((resolve, reject) =>
    ws.subscribe(
      { query: '{ me { id } }' },
      { next: () => resolve(), error: reject, complete: () => undefined },
    ),
  );
  return { ws, closed, ready };
}

beforeAll(async () => {
  shop = await startTestShop();
  owner = await logIn(shop, ADMIN.email, ADMIN.password);
});
afterAll(() => shop?.close());

describe('inviting an admin', () => {
  it('takes only name and e-mail; the invitee sets their own password with the e-mailed code', async () => {
    const email = fresh();
    const res = await shop.gql<{ inviteAdmin: { message: string } }>(
      'mutation($i: InviteAdminInput!) { inviteAdmin(input: $i) { message } }',
      { i: { name: 'Meera Iyer', email } },
      { token: owner.token },
    );
    expect(res.data?.inviteAdmin.message).toBe('Admin account created. OTP sent to email.');
    const { code, subject } = await inviteCode(shop, email);
    expect(subject).not.toContain(code);
    expect(await adminList()).toContainEqual(expect.objectContaining({ email, status: 'INVITED' }));
    // Pending: no sign-in yet.
    expect((await shop.rest('POST', '/api/auth/admin/login', { email, password: PASSWORD })).status).not.toBe(
      200,
    );

    const accept = (body: Record<string, string>) => shop.rest('POST', '/api/auth/admin/accept-invite', body);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await accept({ email, otp: wrong, password: PASSWORD, confirmPassword: PASSWORD })).toMatchObject({
      status: 400,
      body: { error: 'Invalid or expired OTP' },
    });
    expect(
      await accept({ email, otp: code, password: PASSWORD, confirmPassword: 'Other#2026' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Passwords do not match' },
    });
    const ok = await shop.gql<{ acceptAdminInvite: { message: string } }>(
      'mutation($i: AcceptAdminInviteInput!) { acceptAdminInvite(input: $i) { message } }',
      { i: { email, otp: code, password: PASSWORD, confirmPassword: PASSWORD } },
    );
    expect(ok.data?.acceptAdminInvite.message).toBe(
      'Your password is set. You can now sign in at the admin portal.',
    );
    const login = await shop.rest('POST', '/api/auth/admin/login', { email, password: PASSWORD });
    expect(login).toMatchObject({ status: 200, body: { user: { role: 'admin', email } } });
    // The code worked once.
    expect(
      (await accept({ email, otp: code, password: 'Again#2026', confirmPassword: 'Again#2026' })).status,
    ).toBe(400);
    expect(await adminList()).toContainEqual(expect.objectContaining({ email, status: 'ACTIVE' }));
  });

  it("keeps the legacy register route's fields and message, but the inviter's password never works", async () => {
    const email = fresh();
    const body = {
      name: 'Legacy Invitee',
      mobileNumber: '9876543210',
      email,
      address: '1 Residency Road',
      password: 'Inviter#Knows1',
      confirmPassword: 'Inviter#Knows1',
    };
    const created = await shop.rest('POST', '/api/auth/admin/register', body, {
      token: owner.token,
      client: '10.61.0.1',
    });
    expect(created).toMatchObject({
      status: 200,
      body: { message: 'Admin account created. OTP sent to email.' },
    });
    const { code } = await inviteCode(shop, email);
    // The old second step (verify-otp) does not take an invitation code.
    expect((await shop.rest('POST', '/api/auth/verify-otp', { email, otp: code })).status).toBe(400);
    await shop.rest('POST', '/api/auth/admin/accept-invite', {
      email,
      otp: code,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const inviters = await shop.rest('POST', '/api/auth/admin/login', { email, password: body.password });
    expect(inviters).toMatchObject({ status: 401, body: { error: 'Invalid credentials' } });
    expect((await shop.rest('POST', '/api/auth/admin/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('is for admins only, and refuses an e-mail that already has an account', async () => {
    const shopper = await signUp(shop, { email: fresh() });
    const asShopper = await shop.gql(
      'mutation($i: InviteAdminInput!) { inviteAdmin(input: $i) { message } }',
      { i: { name: 'X', email: fresh() } },
      { token: shopper.token },
    );
    expect(asShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const taken = await shop.rest(
      'POST',
      '/api/auth/admin/register',
      { name: 'Taken', email: ADMIN.email },
      { token: owner.token, client: '10.61.0.2' },
    );
    expect(taken).toMatchObject({ status: 409, body: { error: 'This email is already in use' } });
    const bad = await shop.rest(
      'POST',
      '/api/auth/admin/register',
      { name: 'Bad', email: fresh(), mobileNumber: '123' },
      { token: owner.token, client: '10.61.0.3' },
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'Invalid mobile number' } });
  });
});

describe('disabling an admin', () => {
  it("ends the admin's sessions and closes their sockets within a second; their login is refused until enabled", async () => {
    const email = fresh();
    await inviteAndAccept(shop, owner.token, { email, password: PASSWORD });
    const { token } = await logIn(shop, email, PASSWORD);
    const second = await logIn(shop, email, PASSWORD, '10.62.0.1');
    const a = socket(shop, token);
    const b = socket(shop, second.token);
    await Promise.all([a.ready, b.ready]);
    const id = await idOf(email);

    const res = await shop.gql<{ disableAdmin: { status: string } }>(DISABLE, { id }, { token: owner.token });
    expect(res.data?.disableAdmin.status).toBe('DISABLED');
    const done = Date.now();
    for (const s of [a, b]) {
      const closed = await s.closed;
      expect(closed.code).toBe(4403);
      expect(closed.at - done).toBeLessThan(1000);
    }
    // HTTP: the token is refused at once; the login is refused with a clear message.
    expect((await shop.rest('GET', '/api/auth/user', undefined, { token })).status).toBe(401);
    const login = await shop.rest('POST', '/api/auth/admin/login', { email, password: PASSWORD });
    expect(login).toMatchObject({ status: 403, body: { error: DISABLED } });
    const gqlLogin = await shop.gql('mutation($i: LoginInput!) { adminSignIn(input: $i) { next } }', {
      i: { email, password: PASSWORD },
    });
    expect(gqlLogin.errors?.[0]?.message).toBe(DISABLED);

    const enabled = await shop.gql<{ enableAdmin: { status: string } }>(
      ENABLE,
      { id },
      { token: owner.token },
    );
    expect(enabled.data?.enableAdmin.status).toBe('ACTIVE');
    expect((await shop.rest('POST', '/api/auth/admin/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('refuses disabling yourself, a shopper, and anyone for a non-admin', async () => {
    const self = await shop.gql(DISABLE, { id: owner.userId }, { token: owner.token });
    expect(self.errors?.[0]).toMatchObject({
      message: 'You cannot disable your own account.',
      extensions: { code: 'FORBIDDEN' },
    });
    const shopper = await signUp(shop, { email: fresh() });
    const notAdmin = await shop.gql(DISABLE, { id: shopper.userId }, { token: owner.token });
    expect(notAdmin.errors?.[0]).toMatchObject({
      message: 'No such admin.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(
      (await shop.gql(DISABLE, { id: 'not-a-uuid' }, { token: owner.token })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const byShopper = await shop.gql(DISABLE, { id: owner.userId }, { token: shopper.token });
    expect(byShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('never leaves the shop without an active admin: two admins disabling each other at once, one wins', async () => {
    // A shop of its own, so its admins are exactly two.
    const small = await startTestShop();
    try {
      const first = await logIn(small, ADMIN.email, ADMIN.password);
      const email = fresh();
      await inviteAndAccept(small, first.token, { email, password: PASSWORD });
      const second = await logIn(small, email, PASSWORD);
      const results = await Promise.all([
        small.gql(DISABLE, { id: second.userId }, { token: first.token }),
        small.gql(DISABLE, { id: first.userId }, { token: second.token }),
      ]);
      const ok = results.filter((r) => !r.errors);
      expect(ok).toHaveLength(1);
      const refused = results.find((r) => r.errors)!;
      // The loser was either refused as the last admin, or its session had already ended.
      expect([
        'This is the last active admin: it cannot be disabled.',
        'Session expired. Please log in again.',
      ]).toContain(refused.errors![0]!.message);
      const survivor = results[0] === ok[0] ? first : second;
      const admins = (await small.gql<{ admins: AdminRow[] }>(ADMINS, {}, { token: survivor.token })).data!
        .admins;
      expect(admins.filter((a) => a.status === 'ACTIVE')).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('disabling an admin across instances (Redis)', () => {
  it('closes their socket on another instance within a second', async () => {
    const other = await startTestShop({
      DATABASE_URL: shop.databaseUrl,
      JWT_SECRET: shop.server.config.JWT_SECRET,
      REDIS_PREFIX: shop.server.config.REDIS_PREFIX,
    });
    try {
      const email = fresh();
      await inviteAndAccept(shop, owner.token, { email, password: PASSWORD });
      const { token } = await logIn(other, email, PASSWORD);
      const s = socket(other, token);
      await s.ready;
      const res = await shop.gql(DISABLE, { id: await idOf(email) }, { token: owner.token });
      expect(res.errors).toBeUndefined();
      const done = Date.now();
      const closed = await s.closed;
      expect(closed.code).toBe(4403);
      expect(closed.at - done).toBeLessThan(1000);
    } finally {
      await other.server.close();
    }
  });
});
