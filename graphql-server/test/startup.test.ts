import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { REPO_ROOT } from '../src/config/env.js';
import { startEmbeddedPostgres } from '../src/db/database.js';
import { shippedPostgresDir } from '../src/db/postgres-process.js';

const asRoot = process.getuid?.() === 0;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

describe.skipIf(!asRoot)('embedded PostgreSQL started as root from a private folder', () => {
  it('runs from a mode-700 `mktemp -d` checkout without opening that folder to anyone', async () => {
    // The checkout: a private folder holding node_modules (the binaries) and the data folder.
    const checkout = await tempDir('shop-private-');
    expect((await fs.stat(checkout)).mode & 0o777).toBe(0o700);
    const nativeDir = path.join(checkout, 'node_modules', 'linux-x64', 'native');
    const shipped = await shippedPostgresDir();
    await fs.cp(shipped, nativeDir, { recursive: true, verbatimSymlinks: true });
    await fs.copyFile(path.join(shipped, '..', 'package.json'), path.join(nativeDir, '..', 'package.json'));
    const dataDir = path.join(checkout, '.data');
    const sharedParent = await tempDir('shop-shared-');
    await fs.chmod(sharedParent, 0o755); // as /var/lib is
    const sharedDir = path.join(sharedParent, 'rupee-shop');
    const log = createLogger('silent');

    const first = await startEmbeddedPostgres(dataDir, log, 'shop', { nativeDir, sharedDir });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (id int)');
    await client.query('INSERT INTO kept VALUES (42)');
    const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
    expect(rows[0]!.user).toBe('shop');
    await client.end();
    await first.stop();

    // Nothing of the checkout was opened to other users; what postgres needs lives in the shared folder.
    expect((await fs.stat(checkout)).mode & 0o777).toBe(0o700);
    const shared = await fs.readdir(sharedDir);
    expect(shared.some((f) => /^postgres-linux-x64-/.test(f))).toBe(true);
    const clusterParent = shared.find((f) => f.startsWith('data-'))!;
    expect(await fs.readFile(path.join(sharedDir, clusterParent, 'DATA_DIR'), 'utf8')).toBe(`${dataDir}\n`);
    expect((await fs.stat(path.join(sharedDir, clusterParent, 'postgres'))).mode & 0o077).toBe(0);

    // A second start finds the same cluster and its data.
    const second = await startEmbeddedPostgres(dataDir, log, 'shop', { nativeDir, sharedDir });
    const again = new pg.Client({ connectionString: second.url });
    await again.connect();
    expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 42 }]);
    await again.end();
    await second.stop();
  }, 120_000);
});

// What `npm start` runs: tsc's output bundled by esbuild (graphql-server/scripts/bundle.js).
const BUILT_MAIN = path.join(REPO_ROOT, 'graphql-server', 'dist', 'bundle', 'main.mjs');

// `npm start` runs the compiled server with plain node: compile it once for these tests (tsc is
// incremental, so an up-to-date build takes a moment).
beforeAll(() => {
  const built = spawnSync('npm', ['run', 'build', '-w', 'graphql-server'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
}, 180_000);

/** Starts the built server the way `npm start` does (plain node); `until` ends it early. */
async function startMain(env: Record<string, string>, until?: (output: string) => Promise<boolean>) {
  const dataDir = await tempDir('shop-start-');
  const child = spawn(process.execPath, [BUILT_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A production start (DATABASE_URL, NODE_ENV=production) refuses the default first admin password.
      ADMIN_PASSWORD: 'Startup-Admin#2026',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  if (until) {
    while (child.exitCode === null && !(await until(stdout))) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGTERM');
  }
  const code = await closed;
  return { code, stdout, stderr, lines: stderr.trim().split('\n') };
}

async function scratchDatabase(): Promise<string> {
  const base = new URL(inject('postgresUrl'));
  base.pathname = `/shop_start_${crypto.randomBytes(4).toString('hex')}`;
  cleanups.push(async () => {
    const admin = new URL(base);
    admin.pathname = '/postgres';
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${base.pathname.slice(1)}" WITH (FORCE)`);
    await c.end();
  });
  return base.toString();
}

describe('the built server', () => {
  it('starts under plain node (no tsx) and serves the web app, its API and the sitemap', async () => {
    const dist = await tempDir('shop-web-');
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Rupee Shop</title><div id="root"></div>',
    );
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    await new Promise((resolve) => blocker.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const seen: Record<string, string> = {};
    const { stderr } = await startMain(
      {
        DATABASE_URL: await scratchDatabase(),
        JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST: dist,
      },
      async () => {
        try {
          seen.page = await (await fetch(`${url}/products`)).text();
          seen.sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
          const gql = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ products(first: 1) { edges { node { name } } } }' }),
          });
          seen.graphql = await gql.text();
          return true;
        } catch {
          return false;
        }
      },
    );
    expect(seen.page, stderr).toContain('<div id="root"></div>');
    expect(seen.sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/products\/[0-9a-f-]{36}<\/loc>/);
    expect(JSON.parse(seen.graphql!)).toMatchObject({
      data: { products: { edges: [{ node: { name: expect.any(String) } }] } },
    });
  }, 120_000);
});

describe('a failed start', () => {
  it('ends in one readable line saying what to do when the database cannot be reached', async () => {
    const { code, stdout, stderr, lines } = await startMain({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/shop',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Rupee Shop could not start: cannot reach the database at 127.0.0.1:1/shop (ECONNREFUSED). To fix it: start PostgreSQL there, correct DATABASE_URL, or unset it to use the embedded database.',
    ]);
    expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('names the variable to fix when the configuration is invalid', async () => {
    const { code, lines } = await startMain({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Rupee Shop could not start: invalid configuration \(PORT: .+\)\. To fix it: .+\.$/,
    );
  }, 60_000);

  it('says which port is taken and how to choose another', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(() => resolve())));
    const port = (blocker.address() as net.AddressInfo).port;
    const { code, lines } = await startMain({
      DATABASE_URL: await scratchDatabase(),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      `Rupee Shop could not start: port ${port} is already in use. To fix it: stop the program using it or set PORT to a free port.`,
    ]);
  }, 90_000);
});
