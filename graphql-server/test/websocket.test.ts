import { decodeJwt } from 'jose';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadSecrets } from '../src/common/secrets.js';
import { Session } from '../src/modules/auth/session.entity.js';
import { TokenSigner } from '../src/modules/auth/tokens.js';
import { logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

// The GraphQL WebSocket: who may connect, how much they may send, and sockets that outlive
// their session.

let shop: TestShop;
let wsUrl: string;
beforeAll(async () => {
  shop = await startTestShop(
    { ALLOWED_ORIGINS: 'https://partner.example' as never },
    { webSocket: { connectionInitTimeoutMs: 400, keepAliveMs: 250 } },
  );
  wsUrl = `${shop.url.replace('http', 'ws')}/graphql`;
});
afterAll(() => shop?.close());

/** A raw socket speaking graphql-transport-ws; resolves once open (or with the refusal status). */
function raw(headers: Record<string, string> = {}, opts: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers, ...opts });
  const opened = new Promise<number>((resolve) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code, at: Date.now() })),
  );
  return { socket, opened, closed };
}

function client(token: string): { ws: Client; closed: Promise<{ code: number; at: number }> } {
  let resolveClosed!: (v: { code: number; at: number }) => void;
  const closed = new Promise<{ code: number; at: number }>((r) => (resolveClosed = r));
  const ws = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    connectionParams: { authorization: `Bearer ${token}` },
    on: { closed: (e) => resolveClosed({ code: (e as { code: number }).code, at: Date.now() }) },
  });
  return { ws, closed };
}

/** Subscribes to the viewer's own profile changes and waits until the server has it. */
async function listen(ws: Client): Promise<void> {
  ws.subscribe(
    { query: 'subscription { accountUpdated { name } }' },
    {
      next: () => undefined,
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await new Promise((r) => setTimeout(r, 200));
}

describe('who may connect', () => {
  it("refuses a browser page from another origin with 403; the shop's own, configured ones and non-browsers connect", async () => {
    expect(await raw({ origin: 'https://evil.example' }).opened).toBe(403);
    expect(await raw({ origin: 'null' }).opened).toBe(403);
    for (const origin of [shop.url, 'https://partner.example']) {
      const ok = raw({ origin });
      expect(await ok.opened, origin).toBe(101);
      ok.socket.close();
    }
    const noOrigin = raw();
    expect(await noOrigin.opened).toBe(101);
    noOrigin.socket.close();
  });

  it('closes a socket that does not send connection_init in time (4408)', async () => {
    const idle = raw();
    await idle.opened;
    const started = Date.now();
    expect((await idle.closed).code).toBe(4408);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('what a client may send', () => {
  it('closes the socket on a 1 MB frame (1009), and keeps serving frames under 64 KB', async () => {
    const small = raw();
    await small.opened;
    small.socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(60_000) } }));
    const ack = await new Promise<string>((r) => small.socket.once('message', (m) => r(String(m))));
    expect(JSON.parse(ack)).toMatchObject({ type: 'connection_ack' });
    small.socket.close();

    const big = raw();
    await big.opened;
    big.socket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((r) => big.socket.once('message', r));
    big.socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ __typename } # ${'x'.repeat(1 << 20)}` },
      }),
    );
    expect((await big.closed).code).toBe(1009);
  });

  it('pings idle sockets, and drops one that never answers', async () => {
    const polite = raw();
    await polite.opened;
    polite.socket.send(JSON.stringify({ type: 'connection_init' }));
    const pinged = await new Promise<boolean>((r) => {
      polite.socket.once('ping', () => r(true));
      setTimeout(() => r(false), 1500);
    });
    expect(pinged).toBe(true);
    const mute = raw({}, { autoPong: false });
    await mute.opened;
    mute.socket.send(JSON.stringify({ type: 'connection_init' }));
    expect((await mute.closed).code).toBe(1006); // terminated, no close frame
    expect(polite.socket.readyState).toBe(WebSocket.OPEN);
    polite.socket.close();
  });
});

describe('sockets that outlive their session', () => {
  it('closes the sockets of sessions a password change ends (4403) within a second, not its own', async () => {
    const email = 'ws-revoke@example.com';
    const first = await signUp(shop, { email, password: 'Secret#123' });
    const second = await logIn(shop, email, 'Secret#123');
    const a = client(first.token);
    const b = client(second.token);
    await Promise.all([listen(a.ws), listen(b.ws)]);
    const res = await shop.rest(
      'POST',
      '/api/auth/user/change-password',
      { currentPassword: 'Secret#123', newPassword: 'Secret#456', confirmNewPassword: 'Secret#456' },
      { token: second.token },
    );
    expect(res.status).toBe(200);
    const done = Date.now();
    const closed = await a.closed;
    expect(closed.code).toBe(4403);
    expect(closed.at - done).toBeLessThan(1000);
    // The session that changed the password keeps its socket.
    const still = await Promise.race([
      b.closed.then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('open'), 300)),
    ]);
    expect(still).toBe('open');
    await b.ws.dispose();
  });

  it('closes the socket of a session that logs out', async () => {
    const { token } = await signUp(shop, { email: 'ws-logout@example.com' });
    const a = client(token);
    await listen(a.ws);
    expect((await shop.gql('mutation { logout { message } }', {}, { token })).status).toBe(200);
    expect((await a.closed).code).toBe(4403);
  });

  // Auth's revocations are events (SessionsRevoked) that a listener publishes after commit: each
  // way a session ends still reaches its sockets.
  it('closes the socket of a session ended by a replayed refresh token', async () => {
    const { token: first } = await signUp(shop, { email: 'ws-replay@example.com' });
    const rotated = await shop.rest<{ token: string }>('GET', '/api/auth/refresh', undefined, {
      token: first,
    });
    expect(rotated.status).toBe(200);
    const a = client(rotated.body.token);
    await listen(a.ws);
    // Past the two-tabs grace, the rotated-out token comes back: the whole session ends.
    await shop.server.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { id: decodeJwt(first).sid as string },
        { refreshedAt: new Date(Date.now() - 60_000) },
      );
    expect((await shop.rest('GET', '/api/auth/refresh', undefined, { token: first })).status).toBe(401);
    const done = Date.now();
    const closed = await a.closed;
    expect(closed.code).toBe(4403);
    expect(closed.at - done).toBeLessThan(1000);
  });

  it('closes every socket of an account whose password is reset', async () => {
    const email = 'ws-reset@example.com';
    const first = await signUp(shop, { email, password: 'Before#123' });
    const second = await logIn(shop, email, 'Before#123');
    const a = client(first.token);
    const b = client(second.token);
    await Promise.all([listen(a.ws), listen(b.ws)]);
    expect((await shop.rest('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    const otp = await shop.mail.codeFor(email, 2);
    const reset = await shop.rest('POST', '/api/auth/reset-password-otp', {
      email,
      otp,
      newPassword: 'After#1234',
      confirmNewPassword: 'After#1234',
    });
    expect(reset.status).toBe(200);
    expect((await a.closed).code).toBe(4403);
    expect((await b.closed).code).toBe(4403);
  });

  it('re-checks the viewer on every operation (a session ended behind its back)', async () => {
    const { token } = await signUp(shop, { email: 'ws-recheck@example.com' });
    const a = client(token);
    await listen(a.ws);
    // Revoked in the database only: no event was published.
    await shop.server.orm.em
      .fork()
      .nativeUpdate(Session, { id: decodeJwt(token).sid as string }, { revokedAt: new Date() });
    a.ws.subscribe(
      { query: '{ me { email } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    expect((await a.closed).code).toBe(4403);
  });

  it('closes the socket when its token expires', async () => {
    const { token } = await signUp(shop, { email: 'ws-expiry@example.com' });
    const claims = decodeJwt(token) as { sub: string; sid: string; gen: number; role: string };
    const { jwt } = await loadSecrets(shop.server.config.JWT_SECRET, shop.server.config.dataDir);
    const shortLived = await new TokenSigner(jwt, 1).sign(claims);
    const a = client(shortLived);
    await listen(a.ws);
    const closed = await a.closed;
    expect(closed.code).toBe(4403);
  });
});
