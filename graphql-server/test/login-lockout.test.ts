import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

/**
 * Issue 30, item 4: nobody locks the owner out. Each attacker and the owner come from their own
 * loopback address (the client socket is bound to 127.0.0.x), with TRUST_PROXY off, so the shop
 * sees the address exactly as it would see a real client's.
 */
let shop: TestShop;
let n = 0;
const PASSWORD = 'Right#123';
const WRONG = 'Wrong#123';

beforeAll(async () => {
  shop = await startTestShop(
    { TRUST_PROXY: 'false' as never },
    { limits: { loginSlowdownAfter: 6, loginDelayBaseMs: 400, loginDelayMaxMs: 1500 } },
  );
});
afterAll(() => shop?.close());

interface Answer {
  status: number;
  body: { error?: string; token?: string };
  setCookie: string | undefined;
  retryAfter: string | undefined;
  ms: number;
}

/** POST /api/auth/login from a client socket bound to `from` (a loopback address). */
function loginFrom(from: string, email: string, password: string, cookie?: string): Promise<Answer> {
  const started = Date.now();
  const url = new URL('/api/auth/login', shop.url);
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Answer['body'],
            setCookie: res.headers['set-cookie']?.[0],
            retryAfter: res.headers['retry-after'] as string | undefined,
            ms: Date.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function account(): Promise<string> {
  n += 1;
  const email = `owner${n}.${Date.now()}@example.com`;
  await signUp(shop, { email, password: PASSWORD });
  return email;
}

async function failFrom(from: string, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await loginFrom(from, email, WRONG)).status);
  return statuses;
}

describe('failed logins block the address for that account, never the account', () => {
  it('an address that failed five times gets 429 for that account; the owner elsewhere logs in', async () => {
    const email = await account();
    expect(await failFrom('127.0.0.2', email, 5)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await loginFrom('127.0.0.2', email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many failed login attempts. Please try again later.');
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);

    const owner = await loginFrom('127.0.0.3', email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
  });

  it('the blocked address can still sign in to another account', async () => {
    const victim = await account();
    const other = await account();
    await failFrom('127.0.0.4', victim, 5);
    expect((await loginFrom('127.0.0.4', victim, PASSWORD)).status).toBe(429);
    expect((await loginFrom('127.0.0.4', other, PASSWORD)).status).toBe(200);
  });
});

describe('a distributed attack on one account', () => {
  it('slows the account down, capped, and the right password from a fresh address still logs in', async () => {
    const email = await account();
    // Six addresses fail once each: no address is blocked, the account now waits.
    for (let i = 0; i < 6; i++) expect((await loginFrom(`127.0.1.${10 + i}`, email, WRONG)).status).toBe(401);
    const slowed = await loginFrom('127.0.1.30', email, WRONG);
    expect(slowed.status).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(380);
    for (let i = 0; i < 3; i++) await loginFrom(`127.0.1.${40 + i}`, email, WRONG);
    const capped = await loginFrom('127.0.1.50', email, PASSWORD);
    expect(capped.status).toBe(200);
    // 400 ms doubled three times is 3.2 s: the cap holds it at 1.5 s.
    expect(capped.ms).toBeGreaterThanOrEqual(1480);
    expect(capped.ms).toBeLessThan(3200);
  });

  it('a browser that signed in before (device cookie) is neither blocked nor slowed, even from the attacked address', async () => {
    const email = await account();
    const first = await loginFrom('127.0.2.1', email, PASSWORD);
    expect(first.setCookie).toMatch(/^shop_device=[^;]+;.*HttpOnly; SameSite=Strict/);
    const device = first.setCookie!.split(';')[0]!;

    // The attacker shares the owner's address (the same NAT) and many others.
    await failFrom('127.0.2.1', email, 5);
    for (let i = 0; i < 8; i++) await loginFrom(`127.0.2.${10 + i}`, email, WRONG);
    expect((await loginFrom('127.0.2.1', email, PASSWORD)).status).toBe(429);

    const owner = await loginFrom('127.0.2.1', email, PASSWORD, `theme=dark; ${device}`);
    expect(owner.status).toBe(200);
    // Without the cookie the same login waits the account's 1.5 s; with it, no wait (timed
    // against that login, so a busy machine's slower password checks count on both sides).
    const waited = await loginFrom('127.0.2.99', email, PASSWORD);
    expect(waited.status).toBe(200);
    expect(waited.ms).toBeGreaterThanOrEqual(1480);
    expect(owner.ms).toBeLessThan(waited.ms - 1000);
    // A forged or altered cookie is no cookie.
    const forged = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await loginFrom('127.0.2.1', email, PASSWORD, forged)).status).toBe(429);
  });

  it('a device cookie that fails five times is blocked for that account too', async () => {
    const email = await account();
    const device = (await loginFrom('127.0.3.1', email, PASSWORD)).setCookie!.split(';')[0]!;
    for (let i = 0; i < 5; i++) expect((await loginFrom('127.0.3.1', email, WRONG, device)).status).toBe(401);
    expect((await loginFrom('127.0.3.1', email, PASSWORD, device)).status).toBe(429);
    expect((await loginFrom('127.0.3.2', email, PASSWORD)).status).toBe(200);
  });
});

describe('the device cookie over GraphQL', () => {
  it('is set by a successful login mutation, and not by a failed one', async () => {
    const email = await account();
    const login = (password: string) =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($i: LoginInput!) { login(input: $i) { token } }',
          variables: { i: { email, password } },
        }),
      });
    expect((await login(WRONG)).headers.get('set-cookie')).toBeNull();
    expect((await login(PASSWORD)).headers.get('set-cookie')).toMatch(
      /^shop_device=.+; HttpOnly; SameSite=Strict$/,
    );
  });
});
