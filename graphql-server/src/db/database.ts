import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../common/logger.js';
import {
  initCluster,
  PostgresProcess,
  type PostgresProcessOptions,
  postgresAccount,
  reachableBinaries,
  reachableClusterDir,
  shippedPostgresDir,
} from './postgres-process.js';

export interface DatabaseHandle {
  /** Connection URL for the application database. */
  url: string;
  /** Whether this process started the PostgreSQL server (and so must stop it). */
  embedded: boolean;
  stop(): Promise<void>;
}

const APP_DATABASE = 'shop';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Creates the database named in `url` when it does not exist yet (connecting to the server's `postgres` db). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL must name a database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (err) {
    // Two processes racing to create the same database: the loser sees a duplicate.
    if ((err as { code?: string }).code !== '42P04' && (err as { code?: string }).code !== '23505') throw err;
  } finally {
    await client.end();
  }
}

async function exists(p: string): Promise<boolean> {
  return fs.stat(p).then(
    () => true,
    () => false,
  );
}

/** A postmaster left running by a process that was killed holds the data folder: stop it first. */
async function stopOrphanedPostmaster(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: PostgreSQL removes the stale file itself
  }
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) holding ${dir} did not stop`);
}

/** Root-owned folder for what the postgres account must reach when the checkout is private. */
export const SHARED_POSTGRES_DIR = '/var/lib/rupee-shop';

export interface EmbeddedPostgresOptions {
  /** The PostgreSQL binaries (bin/, lib/, share/); by default the ones shipped in node_modules. */
  nativeDir?: string;
  /** Where binaries and the cluster go when, as root, the postgres account cannot reach them. */
  sharedDir?: string;
}

/**
 * The free port is probed, released, then bound by the postmaster; another process (a parallel
 * test, another shop) may take it in between. PostgreSQL then stops with "could not create any
 * TCP/IP sockets", and a new port is tried, up to three times.
 */
async function startOnFreePort(
  processOptions: PostgresProcessOptions,
): Promise<{ server: PostgresProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await PostgresProcess.start({
        ...processOptions,
        port,
        flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      });
      return { server, port };
    } catch (err) {
      const portTaken = err instanceof Error && /could not create any TCP\/IP sockets/.test(err.message);
      if (!portTaken || attempt === 3) throw err;
      processOptions.log.warn({ port }, 'the free port was taken before PostgreSQL bound it; trying another');
    }
  }
}

/**
 * Starts a real PostgreSQL inside `dataDir/postgres` (first start initialises it), on a free
 * loopback port, with a generated password kept beside it. As root it runs as the `postgres`
 * account; when that account cannot reach the checkout (a private `mktemp -d` folder, `/root`),
 * the binaries and the cluster live in a root-owned shared folder instead. No folder of the
 * checkout is opened to other users.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  database = APP_DATABASE,
  options: EmbeddedPostgresOptions = {},
): Promise<DatabaseHandle> {
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  await fs.mkdir(dataDir, { recursive: true });
  const sharedDir = options.sharedDir ?? SHARED_POSTGRES_DIR;
  const account = await postgresAccount();
  const binDir = await reachableBinaries(
    options.nativeDir ?? (await shippedPostgresDir()),
    account,
    sharedDir,
    log,
  );
  const dir = await reachableClusterDir(dataDir, account, sharedDir, log);
  let credentials: { user: string; password: string };
  if (await exists(credentialsFile)) {
    credentials = JSON.parse(await fs.readFile(credentialsFile, 'utf8')) as typeof credentials;
  } else {
    credentials = { user: 'shop', password: crypto.randomBytes(18).toString('base64url') };
  }
  const initialised = await exists(path.join(dir, 'PG_VERSION'));
  if (!initialised) {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  } else {
    await stopOrphanedPostmaster(dir, log);
  }
  const processOptions = { binDir, clusterDir: dir, account, log };
  if (!initialised) {
    log.info({ dir }, 'initialising the embedded PostgreSQL');
    await initCluster({ ...processOptions, user: credentials.user, password: credentials.password });
  }
  const { server, port } = await startOnFreePort(processOptions);
  const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
  try {
    await ensureDatabaseExists(url);
  } catch (err) {
    await server.stop();
    throw err;
  }
  log.info({ port, dir }, 'embedded PostgreSQL started');
  return {
    url,
    embedded: true,
    stop: async () => {
      await server.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}

export async function openDatabase(
  opts: { databaseUrl?: string | undefined; dataDir: string },
  log: Logger,
): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    await ensureDatabaseExists(opts.databaseUrl);
    return { url: opts.databaseUrl, embedded: false, stop: async () => {} };
  }
  return startEmbeddedPostgres(opts.dataDir, log);
}
