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
import os from 'node:os';
import type { ShopServer } from '../graphql-server/src/server.js';
import { signIn, startBenchShop } from './harness.js';
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
  const { server, close } = await startBenchShop({
    email: 'bench-admin@example.com',
    password: 'BenchAdmin#1',
  });
  try {
    const token = await signIn(server.url, { email: 'bench-admin@example.com', password: 'BenchAdmin#1' });
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
    await close();
  }
}

await main();
