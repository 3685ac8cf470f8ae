import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Env } from '../src/config/env.js';
import { createLogger } from '../src/common/logger.js';
import { describeStartupFailure } from '../src/common/startup-failure.js';
import { startShopServer } from '../src/server.js';

// A production start (NODE_ENV=production or DATABASE_URL) never creates the first admin from the
// development default or a weak password; once an admin exists nothing is refused; a newcomer's
// start (embedded database) keeps the default and says so in the log (issue 30, item 2).

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

async function scratch(): Promise<{ databaseUrl: string; dataDir: string }> {
  const base = new URL(inject('postgresUrl'));
  const name = `shop_admin_${crypto.randomBytes(4).toString('hex')}`;
  base.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-admin-'));
  cleanups.push(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    const admin = new URL(base);
    admin.pathname = '/postgres';
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });
  return { databaseUrl: base.toString(), dataDir };
}

function configFor(env: Partial<Env>) {
  return loadConfig(
    {},
    {
      NODE_ENV: 'test',
      PORT: 0,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false' as never,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ...env,
    },
  );
}

/** Starts the shop; answers the one line a refused start prints, or signs the admin in and stops it. */
async function start(env: Partial<Env>, password?: string, lines?: string[]) {
  const config = configFor(env);
  const log = lines
    ? createLogger('info', false, { write: (line: string) => void lines.push(line) })
    : createLogger('silent');
  let server;
  try {
    server = await startShopServer(config, log);
  } catch (err) {
    return { refused: describeStartupFailure(err, { databaseUrl: config.DATABASE_URL }) };
  }
  try {
    const res = await fetch(`${server.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.ADMIN_EMAIL, password }),
    });
    return { loginStatus: res.status };
  } finally {
    await server.close();
  }
}

describe('the first admin of a production shop', () => {
  it('refuses to start with DATABASE_URL and ADMIN_PASSWORD unset, the default or weak, naming the variable', async () => {
    const db = await scratch();
    expect(await start({ DATABASE_URL: db.databaseUrl, DATA_DIR: db.dataDir })).toEqual({
      refused:
        'Rupee Shop could not start: ADMIN_PASSWORD is not set (the first admin would get the development default), and the first admin (admin@rupeeshop.local) of a production shop (DATABASE_URL is set) needs a strong password of its own. To fix it: set ADMIN_PASSWORD to 12 or more characters, at least 5 of them different (not Admin@12345), and start again.',
    });
    const dflt = await start({
      DATABASE_URL: db.databaseUrl,
      DATA_DIR: db.dataDir,
      ADMIN_PASSWORD: 'Admin@12345',
    });
    expect(dflt.refused).toMatch(/^Rupee Shop could not start: ADMIN_PASSWORD is the development default, /);
    const weak = await start({
      DATABASE_URL: db.databaseUrl,
      DATA_DIR: db.dataDir,
      ADMIN_PASSWORD: 'Short#12345',
    });
    expect(weak.refused).toMatch(/ADMIN_PASSWORD is shorter than 12 characters, .*\(DATABASE_URL is set\)/);

    // Nothing was created: a strong password then starts the shop, and its admin signs in.
    const strong = `Strong-${crypto.randomBytes(6).toString('hex')}`;
    expect(
      await start({ DATABASE_URL: db.databaseUrl, DATA_DIR: db.dataDir, ADMIN_PASSWORD: strong }, strong),
    ).toEqual({
      loginStatus: 200,
    });

    // With an admin present, nothing is refused (ADMIN_PASSWORD is no longer used), and the
    // default does not sign in.
    expect(await start({ DATABASE_URL: db.databaseUrl, DATA_DIR: db.dataDir }, 'Admin@12345')).toEqual({
      loginStatus: 401,
    });
  }, 120_000);

  it('refuses NODE_ENV=production with the default password too', async () => {
    const db = await scratch();
    const res = await start({
      NODE_ENV: 'production',
      DATABASE_URL: db.databaseUrl,
      DATA_DIR: db.dataDir,
      ADMIN_PASSWORD: 'Admin@12345',
    });
    expect(res.refused).toMatch(/ADMIN_PASSWORD is the development default, .*\(NODE_ENV=production\)/);
  }, 60_000);

  it("keeps the default for a newcomer's embedded database, and says it is a development password", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-newcomer-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const lines: string[] = [];
    // As `npm start` runs it (bin/start.js): NODE_ENV=production for the build, supplied by the
    // script, not by the operator.
    const npmStart = { NODE_ENV: 'production', SHOP_NODE_ENV_DEFAULTED: 'true' } as const;
    expect(await start({ ...npmStart, DATA_DIR: dataDir }, 'Admin@12345', lines)).toEqual({
      loginStatus: 200,
    });
    const warning = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => /first admin/.test(l.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning!.msg).toMatch(/development password \(ADMIN_PASSWORD is not set/);
  }, 120_000);
});
