/**
 * Benchmarks, measured side by side in one run (these machines are shared and noisy: compare the
 * ratios, not the absolute numbers). Starts a whole shop in this process on the embedded
 * PostgreSQL (or DATABASE_URL), then loads it over real HTTP.
 *
 *   npm run bench                 # all
 *   BENCH_SECONDS=10 npm run bench
 *   BENCH_ROUNDS=5 npm run bench  # five alternating rounds per ratio instead of three
 */
import 'reflect-metadata';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../graphql-server/src/config/env.js';
import { createLogger } from '../graphql-server/src/common/logger.js';
import { startShopServer, type ShopServer } from '../graphql-server/src/server.js';
import { liftedActionLimits } from './harness.js';
import { load, printComparison } from './load.js';
import { benches } from './suites.js';

const only = process.env.BENCH_ONLY?.split(',');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export interface BenchContext {
  server: ShopServer;
  url: string;
  adminToken: string;
  opts: { concurrency: number; durationMs: number; warmupMs: number };
  load: typeof load;
  compare: typeof printComparison;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const config = loadConfig(process.env, {
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'BenchAdmin#1',
    SMTP_URL: undefined,
    // The public API's cost bucket (per address) would throttle a load generator on one address;
    // benchmarks measure throughput, the bucket has its own tests.
    API_RATE_LIMIT_BUCKET: 1e9,
    API_RATE_LIMIT_RESTORE_RATE: 1e9,
  });
  const server = await startShopServer(config, createLogger('silent'), {
    limits: { loginFailuresPerClient: 1e9, codeMailsPerClient: 1e9 },
    actionLimits: liftedActionLimits,
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@example.com', password: 'BenchAdmin#1' }),
    });
    const { token } = (await login.json()) as { token: string };
    console.log(
      `# Rupee Shop benchmarks (${seconds}s per measurement, node ${process.version}, ${os.cpus().length} cpus)`,
    );
    const rssBefore = process.memoryUsage().rss;
    const ctx: BenchContext = {
      server,
      url: server.url,
      adminToken: token,
      opts: { concurrency: 16, durationMs: seconds * 1000, warmupMs: 1000 },
      load,
      compare: printComparison,
    };
    for (const bench of benches) if (!only || only.includes(bench.name)) await bench(ctx);
    const rssAfter = process.memoryUsage().rss;
    console.log(
      `\n## memory\n  RSS before ${(rssBefore / 2 ** 20).toFixed(0)} MiB, after ${(rssAfter / 2 ** 20).toFixed(0)} MiB: ratio ${(rssAfter / rssBefore).toFixed(2)}x`,
    );
  } finally {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
