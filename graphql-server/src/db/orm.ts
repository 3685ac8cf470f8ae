import { DataloaderType, MikroORM, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { loadMigrations, migrationNames } from '../../../db/migrations/index.js';
import type { Logger } from '../common/logger.js';
import { scopeAsyncLocalStorage } from './async-context.js';
import { entities } from './entities.js';

export type Orm = MikroORM<PostgreSqlDriver>;

export function ormOptions(clientUrl: string, log?: Logger): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    // migrationsList: set by openOrm when there are migrations to run.
    migrations: { transactional: true, allOrNothing: true, snapshot: false },
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: {
      min: 0,
      max: 20,
      // Random reads cost about what sequential ones do on SSDs: at the default (4) PostgreSQL
      // prices the catalog's GIN indexes above a full scan of 20,000 rows and scans the table
      // for every search (test/search-scale.test.ts runs EXPLAIN at that size).
      afterCreate: (
        conn: { query(sql: string, cb: (err: Error | null) => void): void },
        done: (err: Error | null, conn: unknown) => void,
      ) => conn.query('set random_page_cost = 1.1', (err) => done(err, conn)),
    },
    // Each request forks its own EntityManager; the global one must never be used directly.
    allowGlobalContext: false,
    debug: false,
    logger: (message) => log?.debug({ orm: message }, 'orm'),
  };
}

/** Connects and brings the schema up to date. Migrations are the only way the schema changes. */
export async function openOrm(clientUrl: string, log: Logger): Promise<Orm> {
  // MikroORM's contexts (transactions, flushes) cost every request while on: on only while in use.
  scopeAsyncLocalStorage();
  const orm = await MikroORM.init(ormOptions(clientUrl, log));
  // The migrator (umzug and what it loads: about 100 ms of start-up) only loads when there is work.
  if (await migrationsPending(orm)) {
    const [{ Migrator }, migrationsList] = await Promise.all([
      import('@mikro-orm/migrations'),
      loadMigrations(),
    ]);
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    Migrator.register(orm);
    const applied = await orm.getMigrator().up();
    if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
  }
  return orm;
}

/** Whether a migration of the list is missing from the migrator's table (or the table itself is). */
async function migrationsPending(orm: Orm): Promise<boolean> {
  let rows: { name: string }[];
  try {
    const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
    rows = await orm.em.getConnection().execute<{ name: string }[]>(`select name from ${table}`);
  } catch {
    return true; // a new database: no table yet
  }
  // The migrator records names without a .js/.ts extension.
  const applied = new Set(rows.map((r) => r.name.replace(/\.[jt]s$/, '')));
  return migrationNames.some((name) => !applied.has(name));
}
