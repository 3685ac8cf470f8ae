/**
 * What the benchmarks share: a shop server in its own process (its memory per connection can be
 * read from /proc, its SQL statements counted), quantiles, and side-by-side A/B ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../graphql-server/src/common/logger.js';
import { loadConfig } from '../graphql-server/src/config/env.js';
import { startShopServer, type ShopServer } from '../graphql-server/src/server.js';
import type { BenchContext } from './run.js';
import type { LoadResult } from './load.js';

/**
 * The shop's per-action limits lifted: a load generator places more orders, reviews and top-ups
 * from one account than a shopper may (the limits have their own tests).
 */
const LIFTED = { points: 1e9, durationSeconds: 1 };
export const liftedActionLimits = {
  contact: LIFTED,
  newsletter: LIFTED,
  reviews: LIFTED,
  promoFailures: LIFTED,
  walletTopUps: LIFTED,
  orders: LIFTED,
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export async function rssKb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The CPU time (user and system, ms) a process has used so far, in steps of 10 ms. */
export function cpuMs(pid: number): number {
  const stat = fsSync.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export interface ChildShop {
  child: ChildProcess;
  url: string;
  /** The SQL statements the child sent since the last call (texts, in order). */
  statements(): Promise<string[]>;
  /** Its resident memory and live heap (KB) after a full garbage collection (bench/gc-on-ask.mjs). */
  memoryAfterGc(): Promise<{ rss: number; heap: number }>;
  stop(): Promise<void>;
}

/**
 * A second instance of the bench's shop (same database and data folder, so the same secrets: its
 * tokens are valid on both) in its own process, with `pg` statements counted (bench/pg-counter.mjs).
 * `BENCH_CHILD_PORT` (or the chat bench's `CHAT_BENCH_PORT`) pins its port.
 */
/**
 * `main`: the server to run: `BENCH_MAIN`, else `npm start`'s. Another build's bundle (copied beside
 * it, e.g. graphql-server/dist/bundle-a/main.mjs), or tsc's output before bundling
 * (graphql-server/dist/graphql-server/src/main.js), for an A/B of two builds.
 */
export async function startChild(
  ctx: BenchContext,
  main = process.env.BENCH_MAIN ?? 'graphql-server/bin/start.js',
): Promise<ChildShop> {
  const pinned = Number(process.env.BENCH_CHILD_PORT ?? process.env.CHAT_BENCH_PORT ?? 0);
  const port = pinned || (await freePort());
  const child = spawn(
    process.execPath,
    [
      // As `npm start` runs the shop: V8's default heap sizes (NODE_OPTIONS may change them for an
      // A/B: `--max-semi-space-size=4`), the compiled server (bin/start.js builds it first when it
      // is missing or stale), no TypeScript loader. Under tsx every `require` at run time goes
      // through the loader's resolver (Apollo requires `crypto` on every request).
      // BENCH_CPU_PROF=<dir>: a CPU profile of the shop process (open it in Chrome DevTools).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      './bench/pg-counter.mjs',
      '--expose-gc',
      '--import',
      './bench/gc-on-ask.mjs',
      main,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: ctx.server.config.dataDir,
        DATABASE_URL: ctx.server.database.url,
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        SMTP_URL: '',
        // Thousands of clients from one address would drain the public API's per-address cost
        // bucket (it refuses their subscriptions); the bucket has its own tests.
        API_RATE_LIMIT_BUCKET: '1000000000',
        API_RATE_LIMIT_RESTORE_RATE: '1000000000',
      },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const statements = () =>
    new Promise<string[]>((resolve) => {
      child.once('message', (m) => resolve((m as { statements: string[] }).statements));
      child.send({ type: 'statements' });
    });
  const memoryAfterGc = async () => {
    const heapUsed = await new Promise<number>((resolve) => {
      const answered = (m: unknown) => {
        const answer = m as { gc?: boolean; heapUsed?: number };
        if (!answer.gc) return;
        child.off('message', answered);
        resolve(answer.heapUsed ?? 0);
      };
      child.on('message', answered);
      child.send({ type: 'gc' });
    });
    return { rss: await rssKb(child.pid!), heap: heapUsed / 1024 };
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  // Long enough for a first build of the server and the web app.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, statements, memoryAfterGc, stop };
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  await stop();
  throw new Error('bench: the second server process did not start');
}

/**
 * HTTP requests over keep-alive connections, for load: node:http costs the load generator a
 * fraction of what fetch does, so the generator stays out of the way of what is measured.
 * `maxSockets` bounds the connections; `timeoutMs` (when given) fails a request that takes longer.
 */
export function keepAliveRequests(options: { maxSockets: number; timeoutMs?: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets });
  return (
    url: string,
    opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      });
      if (options.timeoutMs) req.setTimeout(options.timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(opts.body);
    });
}

/** One request at a time per worker of a fixed-concurrency run (at most 64 connections). */
export const request = keepAliveRequests({ maxSockets: 64 });

/**
 * The bench's own shop in this process: a fresh data folder (embedded PostgreSQL unless
 * DATABASE_URL is set), silent, the public API's cost bucket and the per-action limits lifted
 * (a load generator is one address placing more orders than a shopper may; the limits have their
 * own tests).
 */
export async function startBenchShop(admin: {
  email: string;
  password: string;
}): Promise<{ server: ShopServer; close(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const config = loadConfig(process.env, {
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: undefined,
    API_RATE_LIMIT_BUCKET: 1e9,
    API_RATE_LIMIT_RESTORE_RATE: 1e9,
  });
  const server = await startShopServer(config, createLogger('silent'), {
    limits: { loginFailuresPerClient: 1e9, codeMailsPerClient: 1e9 },
    actionLimits: liftedActionLimits,
  });
  return {
    server,
    close: async () => {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where bench orders ship (Maharashtra: an inter-state sale for a Karnataka seller). */
export const BENCH_SHIPPING = {
  name: 'Bench Shopper',
  phone: '9876543210',
  email: 'b@example.com',
  address: '12 MG Road',
  city: 'Pune',
  postalCode: '411001',
  stateCode: '27',
};

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id } } }`;

/** Registers a shopper through the REST API and marks the address verified (no code to read). */
export async function registerBenchShopper(
  server: ShopServer,
  who: { email: string; password: string; clientIp: string },
): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': who.clientIp },
    body: JSON.stringify({
      name: 'Bench Shopper',
      mobileNumber: '9876543210',
      email: who.email,
      address: '12 MG Road',
      password: who.password,
      confirmPassword: who.password,
    }),
  });
  if (!res.ok) throw new Error(`bench: register ${res.status} ${await res.text()}`);
  await server.orm.em
    .fork()
    .getConnection()
    .execute(`update users set is_verified = true where email = ?`, [who.email]);
}

export async function signIn(url: string, who: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!login.ok) throw new Error(`bench: login ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

/** The raw node:http + pg baseline (bench/raw-baseline.ts) in a process of its own. */
export async function startRawChild(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/raw-baseline.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${url}/healthz`);
      return { url, stop };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  throw new Error('bench: the raw baseline did not start');
}

/** Statements that are not transaction control or session settings. */
export const realStatements = (texts: string[]) =>
  texts.filter((s) => !/^\s*(begin|commit|rollback|set |savepoint|release)/i.test(s));

export interface Ratio {
  median: number;
  min: number;
  max: number;
  a: LoadResult[];
  b: LoadResult[];
}

/** Rounds per A/B ratio: three unless `BENCH_ROUNDS` says more (a noisy machine wants five or seven). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/**
 * B's throughput over A's, measured side by side: `rounds` rounds, each running A then B (the
 * order alternating between rounds), so both see the same machine. Median and spread of the
 * per-round ratios.
 */
export async function abRatio(
  ctx: BenchContext,
  a: { name: string; fn: () => Promise<boolean> },
  b: { name: string; fn: () => Promise<boolean> },
  rounds = ROUNDS,
): Promise<Ratio> {
  const ra: LoadResult[] = [];
  const rb: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? [a, b] : [b, a];
    for (const side of order) {
      const r = await ctx.load(side.name, side.fn, ctx.opts);
      (side === a ? ra : rb).push(r);
    }
  }
  const ratios = ra.map((r, i) => rb[i]!.perSecond / r.perSecond).sort((x, y) => x - y);
  return {
    median: ratios[Math.floor(ratios.length / 2)]!,
    min: ratios[0]!,
    max: ratios.at(-1)!,
    a: ra,
    b: rb,
  };
}

const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

/** One line per side (median req/s, p50, p95, errors) and the ratio with its spread and target. */
export function printRatio(
  title: string,
  r: Ratio,
  target: string,
  met: boolean,
  how = `${r.a.length} alternating rounds`,
): void {
  console.log(`\n## ${title}`);
  for (const [side, runs] of [
    ['A', r.a],
    ['B', r.b],
  ] as const) {
    const first = runs[0]!;
    console.log(
      `  ${side} ${first.name.padEnd(44)} ${med(runs.map((x) => x.perSecond))
        .toFixed(0)
        .padStart(
          6,
        )} req/s  p50 ${med(runs.map((x) => x.p50)).toFixed(1)} ms  p95 ${med(runs.map((x) => x.p95)).toFixed(1)} ms  p99 ${med(runs.map((x) => x.p99)).toFixed(1)} ms  errors ${runs.reduce((s, x) => s + x.errors, 0)}  (req/s per round: ${runs.map((x) => x.perSecond.toFixed(0)).join(', ')})`,
    );
  }
  console.log(
    `  ratio B/A ${r.median.toFixed(2)}x (spread ${r.min.toFixed(2)}–${r.max.toFixed(2)}, ${how})  target ${target}: ${met ? 'met' : 'NOT met'}`,
  );
}
