import { DataloaderType, MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../db/migrations/index.js';
import type { Logger } from '../common/logger.js';
import { entities } from './entities.js';

export type Orm = MikroORM<PostgreSqlDriver>;

export function ormOptions(clientUrl: string, log?: Logger): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: {
      min: 0,
      max: 20,
      // Random reads cost about what sequential ones do on SSDs: at the default (4) PostgreSQL
      // prices the catalog's GIN indexes above a full scan of 20,000 rows and scans the table
      // for every search (test/search-scale.test.ts runs EXPLAIN at that size). A typo is a word
      // at least half of whose trigrams match ("blutooth" is 0.58 of "bluetooth"; default 0.6).
      afterCreate: (
        conn: { query(sql: string, cb: (err: Error | null) => void): void },
        done: (err: Error | null, conn: unknown) => void,
      ) =>
        conn.query('set random_page_cost = 1.1; set pg_trgm.word_similarity_threshold = 0.5', (err) =>
          done(err, conn),
        ),
    },
    // Each request forks its own EntityManager; the global one must never be used directly.
    allowGlobalContext: false,
    debug: false,
    logger: (message) => log?.debug({ orm: message }, 'orm'),
  };
}

/** Connects and brings the schema up to date. Migrations are the only way the schema changes. */
export async function openOrm(clientUrl: string, log: Logger): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(clientUrl, log));
  const applied = await orm.getMigrator().up();
  if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
  return orm;
}
