/**
 * `npm start` on a built checkout, as a newcomer runs it (embedded PostgreSQL, demo data): the time
 * from the command to the first page (`GET /` answering the app's HTML), and the server process's
 * resident memory once idle. One warm-up start first (builds what is stale, creates the database,
 * runs migrations and seeds), then several measured starts on that same data folder.
 *
 *   npx tsx bench/startup.ts        # BENCH_STARTUP_ROUNDS=5, BENCH_IDLE_SECONDS=30
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from './harness.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 5);
/**
 * Idle: long enough for V8's memory reducer, which shrinks the young generation a few seconds after
 * the allocations stop (start-up grows it to its 16 MB semi-spaces). RSS is also read 5 s after the
 * first page, for reference.
 */
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 30) * 1000;
const EARLY_MS = Math.min(5000, IDLE_MS);
const PORT = Number(process.env.BENCH_STARTUP_PORT ?? 5390);
const TARGET_FIRST_PAGE_MS = 2000;
const TARGET_RSS_MIB = 150;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every process below `pid` (npm → sh → node), read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
const serverOf = (pid: number) =>
  descendants(pid).filter((p) => /(^|\/)node /.test(cmdline(p)) && cmdline(p).includes('graphql-server'));
const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
}

interface Round {
  firstPageMs: number;
  /** CPU time (user + system) the server process had used by the first page: what load cannot inflate. */
  serverCpuMs: number;
  serverRssMiB: number;
  /** The same, 5 s after the first page (before the memory reducer). */
  earlyRssMiB: number;
  serverProcesses: number;
  npmRssMiB: number;
}

async function start(dataDir: string, timeoutMs: number): Promise<Round> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true, // its own process group, stopped as one
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  try {
    let firstPageMs = 0;
    let serverCpuMs = 0;
    while (!firstPageMs) {
      if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}: ${stderr}`);
      if (performance.now() - started > timeoutMs) throw new Error(`no first page in ${timeoutMs} ms`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/`);
        const html = await res.text();
        if (res.ok && html.includes('<div id="root">')) {
          firstPageMs = performance.now() - started;
          serverCpuMs = serverOf(child.pid!).reduce((sum, p) => sum + cpuMs(p), 0);
        }
      } catch {
        await sleep(20);
      }
    }
    await sleep(EARLY_MS);
    const early = serverOf(child.pid!);
    const earlyRssMiB = early.length === 1 ? rssMiB(early[0]!) : 0;
    await sleep(IDLE_MS - EARLY_MS);
    const tree = descendants(child.pid!);
    const nodes = tree.filter((p) => /(^|\/)node /.test(cmdline(p)) && !cmdline(p).includes('npm'));
    const servers = serverOf(child.pid!);
    if (servers.length !== 1) throw new Error(`expected one server process, found ${servers.length}`);
    if (tree.some((p) => /tsx|esbuild/.test(cmdline(p)))) throw new Error('tsx or esbuild is running');
    return {
      firstPageMs,
      serverCpuMs,
      serverRssMiB: rssMiB(servers[0]!),
      earlyRssMiB,
      serverProcesses: nodes.length,
      npmRssMiB: rssMiB(child.pid!),
    };
  } finally {
    await stop(child);
  }
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `median ${median.toFixed(0)} (${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  try {
    console.log(`\n## npm start on a built checkout (${ROUNDS} rounds after a warm-up, embedded PostgreSQL)`);
    const warm = await start(dataDir, 600_000);
    console.log(
      `  warm-up (build if stale, new database, migrations, seeds): ${warm.firstPageMs.toFixed(0)} ms`,
    );
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await start(dataDir, 60_000));
    const first = rounds.map((r) => r.firstPageMs);
    const rss = rounds.map((r) => r.serverRssMiB);
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(
      `  time to first page: ${summary(first)} ms (target ≤ ${TARGET_FIRST_PAGE_MS} ms: ${median(first) <= TARGET_FIRST_PAGE_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  server CPU time by then: ${summary(rounds.map((r) => r.serverCpuMs))} ms (the wall time above is that plus ` +
        `waiting for PostgreSQL and for the ${os.cpus().length} cores, shared: load average ${load})`,
    );
    console.log(
      `  idle server RSS after ${IDLE_MS / 1000} s: ${summary(rss)} MiB in ${rounds[0]!.serverProcesses} node process ` +
        `(target ≤ ${TARGET_RSS_MIB} MiB: ${median(rss) <= TARGET_RSS_MIB ? 'met' : 'NOT met'}); ` +
        `npm's own process beside it: ${summary(rounds.map((r) => r.npmRssMiB))} MiB`,
    );
    console.log(
      `  server RSS ${EARLY_MS / 1000} s after the first page: ${summary(rounds.map((r) => r.earlyRssMiB))} MiB`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
