import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REPO_ROOT } from '../src/config/env.js';
import { requestFrom } from './support/loopback.js';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

// The shop behind a real HAProxy running deploy/haproxy.cfg, with TRUST_PROXY=true (one hop):
// clients on their own loopback addresses (127.0.0.2, 127.0.0.3 …) send a different
// X-Forwarded-For with every request, and still meet the per-address login and code-mail limits,
// because HAProxy replaces the header and the shop reads the right-most address (issue 30, item 3).

const haproxy = spawnSync('haproxy', ['-v']).status === 0;
if (!haproxy)
  console.warn('trusted-proxy test skipped: haproxy is not installed (apt-get install -y haproxy)');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let forged = 0;
/** A new made-up X-Forwarded-For for every request, as an attacker rotating it would send. */
const spoofed = () => ({ 'x-forwarded-for': `198.51.100.${++forged % 250}, 10.66.${forged % 250}.1` });

describe.skipIf(!haproxy)('behind HAProxy (deploy/haproxy.cfg)', () => {
  let shop: TestShop;
  let lb: ChildProcess;
  let lbUrl: string;

  beforeAll(async () => {
    shop = await startTestShop(
      { TRUST_PROXY: 'true' as never, SEED_DEMO_DATA: 'false' as never },
      { limits: { loginFailuresPerClient: 3, codeMailsPerClient: 3 } },
    );
    const port = await freePort();
    lbUrl = `http://127.0.0.1:${port}`;
    const backend = `127.0.0.1:${shop.server.port}`;
    lb = spawn('haproxy', ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
      env: { ...process.env, SHOP_BIND: `127.0.0.1:${port}`, SHOP_A: backend, SHOP_B: backend },
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${lbUrl}/readyz`).catch(() => null);
      if (res?.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    lb?.kill('SIGTERM');
    await shop?.close();
  });

  const post = (from: string, p: string, body: unknown) =>
    requestFrom<{ error?: string }>(`${lbUrl}${p}`, { from, body, headers: spoofed() });

  it('answers with the request id HAProxy made, never the one a client sent (issue 35)', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${lbUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'chosen-by-the-client' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(res.status).toBe(200);
      const id = res.headers.get('x-request-id') ?? '';
      // deploy/haproxy.cfg's unique-id-format (hex addresses and ports, time, request count, pid).
      expect(id).toMatch(/^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/);
      ids.add(id);
    }
    expect(ids.size).toBe(2);
  });

  it('keeps counting failed logins per real address however X-Forwarded-For rotates', async () => {
    // Three accounts (the per-account limit is not what stops the fourth try): 3 failures per address.
    for (const n of [1, 2, 3]) {
      const res = await post('127.0.0.2', '/api/auth/login', {
        email: `nobody${n}@example.com`,
        password: 'wrong-pass',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await post('127.0.0.2', '/api/auth/login', {
      email: 'nobody4@example.com',
      password: 'wrong-pass',
    });
    expect(blocked).toMatchObject({
      status: 429,
      body: { error: 'Too many failed login attempts. Please try again later.' },
    });
    // Over GraphQL too (the same address, the same count).
    const gql = await requestFrom<{ errors?: { message: string }[] }>(`${lbUrl}/graphql`, {
      from: '127.0.0.2',
      headers: spoofed(),
      body: {
        query: 'mutation($i: LoginInput!) { login(input: $i) { token } }',
        variables: { i: { email: 'nobody5@example.com', password: 'wrong-pass' } },
      },
    });
    expect(gql.body.errors?.[0]?.message).toBe('Too many failed login attempts. Please try again later.');
    // Another real address is not affected.
    const other = await post('127.0.0.3', '/api/auth/login', {
      email: 'nobody4@example.com',
      password: 'wrong-pass',
    });
    expect(other.status).toBe(401);
  });

  it('keeps counting code mails per real address however X-Forwarded-For rotates', async () => {
    for (const n of [1, 2, 3])
      expect(
        (await post('127.0.0.4', '/api/auth/forgot-password', { email: `someone${n}@example.com` })).status,
      ).toBe(200);
    const blocked = await post('127.0.0.4', '/api/auth/forgot-password', { email: 'someone4@example.com' });
    expect(blocked).toMatchObject({
      status: 429,
      body: { error: 'Too many code requests. Please try again later.' },
    });
    expect(
      (await post('127.0.0.5', '/api/auth/forgot-password', { email: 'someone4@example.com' })).status,
    ).toBe(200);
  });

  it("records the real address on the session, and a WebSocket's upgrade is keyed the same way", async () => {
    await signUp(shop, { email: 'behind-lb@example.com', password: 'Secret#123' });
    const login = await post('127.0.0.6', '/api/auth/login', {
      email: 'behind-lb@example.com',
      password: 'Secret#123',
    });
    expect(login.status).toBe(200);
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ ip: string }>(
        `SELECT s.ip FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE u.email = 'behind-lb@example.com' ORDER BY s.created_at DESC LIMIT 1`,
      );
      expect(rows[0]?.ip).toBe('127.0.0.6');
    } finally {
      await db.end();
    }

    // The WebSocket path: a socket from 127.0.0.2 (whose login failures are spent) may not log in
    // there either, whatever its upgrade's X-Forwarded-For says.
    const ws = createClient({
      url: `${lbUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { localAddress: '127.0.0.2', headers: spoofed() });
        }
      },
      retryAttempts: 0,
    });
    try {
      const answer = await new Promise<{ errors?: readonly { message: string }[] }>((resolve, reject) => {
        ws.subscribe(
          {
            query: 'mutation($i: LoginInput!) { login(input: $i) { token } }',
            variables: { i: { email: 'nobody6@example.com', password: 'wrong-pass' } },
          },
          { next: (v) => resolve(v as never), error: reject, complete: () => undefined },
        );
      });
      expect(answer.errors?.[0]?.message).toBe('Too many failed login attempts. Please try again later.');
    } finally {
      await ws.dispose();
    }
  });
});
