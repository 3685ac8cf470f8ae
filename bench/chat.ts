import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { cpuMs, quantile, sleep, startChild } from './harness.js';
import type { BenchContext } from './run.js';

/**
 * Chat fan-out: SHOPPERS connected shoppers (each subscribed to their own conversation) and ADMINS
 * admins (each subscribed to the inbox) on a separate server process, so its memory per connection
 * can be read from /proc. Admins reply to random shoppers; every reply must reach its shopper and
 * every admin. Prints delivery latency (send → event, end to end) and server RSS per connection.
 *
 *   BENCH_ONLY=chat CHAT_BENCH_SHOPPERS=1000 CHAT_BENCH_ADMINS=10 npm run bench
 *   (CHAT_BENCH_PORT fixes the server process's port; CHAT_BENCH_MESSAGES the number of replies)
 *
 * Targets (issue 8): p99 under 100 ms, under 50 KB of server memory per connection.
 */
const SHOPPERS = Number(process.env.CHAT_BENCH_SHOPPERS ?? 1000);
const ADMINS = Number(process.env.CHAT_BENCH_ADMINS ?? 10);
// Each admin may send 30 messages a minute (the send limit): stay under it.
const MESSAGES = Math.min(Number(process.env.CHAT_BENCH_MESSAGES ?? 200), ADMINS * 25);
const PASSWORD = 'BenchAdmin#1';

async function tokensFor(url: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emails[i], password: PASSWORD }),
      });
      tokens[i] = ((await res.json()) as { token: string }).token;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return tokens;
}

export async function chatFanout(ctx: BenchContext): Promise<void> {
  console.log(`\n## chat fan-out: ${SHOPPERS} shoppers, ${ADMINS} admins, ${MESSAGES} admin replies`);
  const conn = ctx.server.orm.em.fork().getConnection();
  const tag = Date.now().toString(36);
  // Accounts straight into the table (the password hash of the bench admin), verified.
  const insert = (role: string, n: number) =>
    conn.execute<{ id: string; email: string }[]>(
      `insert into users (name, email, mobile_number, address, password_hash, role, is_verified)
       select 'Chat bench ' || g, 'chat-' || ? || '-' || ? || g || '@example.com', '9876543210', 'Bench Street',
              (select password_hash from users where email = 'bench-admin@example.com'), ?, true
       from generate_series(1, ?) g returning id, email`,
      [tag, role, role, n],
    );
  const shoppers = await insert('customer', SHOPPERS);
  const admins = await insert('admin', ADMINS);

  const shop = await startChild(ctx);
  const { url } = shop;
  const clients: Client[] = [];
  try {
    const shopperTokens = await tokensFor(
      url,
      shoppers.map((s) => s.email),
    );
    const adminTokens = await tokensFor(
      url,
      admins.map((a) => a.email),
    );
    await fetch(`${url}/healthz`);
    await sleep(500);
    const before = await shop.memoryAfterGc();

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let expected = 0;
    let subscriptionErrors = 0;
    const wsUrl = `${url.replace('http', 'ws')}/graphql`;
    const open = (token: string, query: string, onEvent: (content: string) => void) =>
      new Promise<void>((resolve, reject) => {
        const client = createClient({
          url: wsUrl,
          webSocketImpl: WebSocket,
          retryAttempts: 0,
          lazy: false,
          connectionParams: { authorization: `Bearer ${token}` },
          on: { connected: () => resolve() },
        });
        clients.push(client);
        client.subscribe<Record<string, { content?: string } | null>>(
          { query },
          {
            next: (v) => {
              const content = JSON.stringify(v.data ?? {}).match(/bench-msg-[a-z0-9-]+/)?.[0];
              if (content) onEvent(content);
            },
            error: (e) => {
              subscriptionErrors += 1;
              reject(e);
            },
            complete: () => undefined,
          },
        );
      });
    const record = (content: string) => {
      const t0 = sentAt.get(content);
      if (t0 !== undefined) latencies.push(performance.now() - t0);
    };
    const connectStart = performance.now();
    for (let i = 0; i < shopperTokens.length; i += 50)
      await Promise.all(
        shopperTokens
          .slice(i, i + 50)
          .map((t) => open(t, 'subscription { chatEvents { type message { content } } }', record)),
      );
    await Promise.all(
      adminTokens.map((t) =>
        open(t, 'subscription { chatInboxChanged { lastMessage { content } } }', record),
      ),
    );
    const connectMs = performance.now() - connectStart;
    await sleep(1500); // every subscription registered on the server
    const connected = await shop.memoryAfterGc();

    let n = 0;
    let failedSends = 0;
    let lastFailure = '';
    const sendWorker = async () => {
      while (n < MESSAGES) {
        const k = n++;
        const shopper = shoppers[Math.floor(Math.random() * shoppers.length)]!;
        const content = `bench-msg-${tag}-${k}`;
        expected += 1 + ADMINS;
        sentAt.set(content, performance.now());
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminTokens[k % ADMINS]}` },
          body: JSON.stringify({
            query: 'mutation($i: ReplyToChatInput!) { replyToChat(input: $i) { id } }',
            variables: { i: { userId: shopper.id, content, clientMessageId: `b-${k}` } },
          }),
        });
        const body = (await res.json()) as { errors?: { message: string }[] };
        if (!res.ok || body.errors) {
          failedSends += 1;
          expected -= 1 + ADMINS;
          lastFailure = body.errors?.[0]?.message ?? `HTTP ${res.status}`;
        }
      }
    };
    await shop.statements(); // only the sending's statements from here
    const cpuBefore = cpuMs(shop.child.pid!);
    const sendStart = performance.now();
    await Promise.all(Array.from({ length: 4 }, sendWorker));
    const deadline = performance.now() + 10_000;
    while (latencies.length < expected && performance.now() < deadline) await sleep(50);
    const sendSeconds = (performance.now() - sendStart) / 1000;
    const serverCpu = cpuMs(shop.child.pid!) - cpuBefore;
    const statements = await shop.statements();
    const after = await shop.memoryAfterGc();

    latencies.sort((a, b) => a - b);
    const connections = SHOPPERS + ADMINS;
    const perConn = ((connected.rss - before.rss) / connections).toFixed(1);
    const heapPerConn = ((connected.heap - before.heap) / connections).toFixed(1);
    console.log(`  connected ${connections} sockets in ${(connectMs / 1000).toFixed(1)} s`);
    console.log(
      `  delivered ${latencies.length} of ${expected} events (${MESSAGES} replies in ${sendSeconds.toFixed(1)} s; ${failedSends} refused${failedSends ? `: ${lastFailure}` : ''}; ${subscriptionErrors} subscriptions ended by an error)`,
    );
    console.log(
      `  latency send→event: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms  (target p99 < 100 ms)`,
    );
    console.log(
      `  server CPU: ${(serverCpu / MESSAGES).toFixed(2)} ms per reply and its ${1 + ADMINS} deliveries (${serverCpu} ms in all)`,
    );
    console.log(
      `  SQL statements: ${(statements.length / MESSAGES).toFixed(1)} per reply (${statements.length} for ${MESSAGES} replies and their ${expected} deliveries)`,
    );
    if (process.env.CHAT_BENCH_SQL) {
      const kinds = new Map<string, number>();
      for (const sql of statements) {
        const k = sql.replace(/\s+/g, ' ').trim().slice(0, 60);
        kinds.set(k, (kinds.get(k) ?? 0) + 1);
      }
      for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`    ${n}  ${k}`);
    }
    console.log(
      `  server RSS after a full GC: ${(before.rss / 1024).toFixed(0)} MiB idle, ${(connected.rss / 1024).toFixed(0)} MiB connected, ${(after.rss / 1024).toFixed(0)} MiB after sending: ${perConn} KB per connection (target < 50 KB); live heap ${heapPerConn} KB per connection`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await shop.stop();
  }
}
