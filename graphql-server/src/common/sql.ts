import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { CustomTypesConfig, QueryResultRow } from 'pg';

/**
 * The one way to run a hand-written statement: `runSql(db, text, values)`. Parameterised SQL
 * (`$1`, `$2`, ...; values are never spliced into the text) sent as a *named* prepared statement,
 * so PostgreSQL parses and plans each distinct text once per connection. Rows come back plain (no
 * entity hydration, no identity map).
 *
 * Inside a transaction (an EntityManager given to `em.transactional`'s callback) the statement runs
 * on that transaction's connection, so it sees and takes part in its changes; outside one, the
 * connection is borrowed from MikroORM's own pool and handed back at once. Aggregates still change
 * through the unit of work; this is for what MikroORM cannot say (upserts, conditional updates,
 * CTEs) and for hot or wide reads. Statements live in the owning module's `<module>.sql.ts`
 * (`eslint.config.js` refuses `em.execute`, `getKnex` and raw SQL elsewhere).
 */

/**
 * What a statement needs: the pool's connection, and the transaction when there is one. Any
 * EntityManager is one (a transaction's own runs on its connection); so is a request's `db`
 * (common/context.ts), which reads without forking an EntityManager.
 */
export type RowSource = Pick<EntityManager, 'getConnection'> &
  Partial<Pick<EntityManager, 'getTransactionContext'>>;

/**
 * What each operation needs its own of (its DataLoaders), made on first use and kept by the
 * operation's `db` (or EntityManager): every HTTP request and every WebSocket operation has its
 * own, so batches and caches never outlive one operation.
 */
export function perOperation<T extends object>(create: (db: RowSource) => T): (db: RowSource) => T {
  const kept = new WeakMap<RowSource, T>();
  return (db) => {
    let value = kept.get(db);
    if (!value) kept.set(db, (value = create(db)));
    return value;
  };
}

/** Builds `$n` placeholders while collecting their values in order. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of `value` (optionally cast, e.g. `$3::uuid[]`). */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

interface PgClient {
  query<R extends QueryResultRow>(
    config: { name: string; text: string; values: unknown[]; types?: CustomTypesConfig },
    callback: (err: Error | null, result: { rows: R[] }) => void,
  ): void;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/** Statement names by text: the name is a digest of the text, so one text is one statement. */
const names = new LRUCache<string, string>({ max: 2000 });

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** The knex client to run on: the transaction's (its one connection) or the pool's. */
function clientOf(db: RowSource): KnexClient {
  const trx = db.getTransactionContext?.<{ client: KnexClient }>();
  if (trx) return trx.client;
  return (db.getConnection().getKnex() as unknown as { client: KnexClient }).client;
}

/**
 * Runs one statement as a named prepared statement; answers its rows (`returning` rows for a
 * write, none without). `types` replaces pg's readers of column values for this statement (e.g.
 * timestamps left as text). In a transaction, on the transaction's connection (knex's transaction
 * client hands out that connection and never releases it); otherwise on a pooled one.
 *
 * The statement is sent with a callback, as pg-pool and knex send theirs, not in pg's promise
 * form: read that way, every result (its rows, and what was made of them) outlived the request in
 * V8's young-generation collections and was promoted with it, which made each collection several
 * times slower (docs/decisions/young-garbage-patches.md).
 */
export async function runSql<R extends QueryResultRow>(
  db: RowSource,
  text: string,
  values: readonly unknown[] = [],
  types?: CustomTypesConfig,
): Promise<R[]> {
  const client = clientOf(db);
  const connection = await client.acquireConnection();
  try {
    return await new Promise<R[]>((resolve, reject) => {
      connection.query<R>({ name: statementName(text), text, values: [...values], types }, (err, result) =>
        err ? reject(err) : resolve(result.rows),
      );
    });
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * The same helper under its first name, kept for the modules whose statements have not moved to
 * their `<module>.sql.ts` yet (the "to move" list in `eslint.config.js`). New code: `runSql`.
 * @alias
 */
export const readRows = runSql;

/**
 * Read-only views of an entity class for answers: plain objects carrying the given fields as their
 * own properties, on a prototype chained to the class's (so its getters such as `price` work and
 * `instanceof` holds, which spares type-graphql from copying each into a new instance). The fields
 * are defined, not assigned, so none of the ORM's accessors runs (an entity instance builds a
 * change-tracking wrapper on its first field write, which costs more than the row's whole trip
 * from PostgreSQL). Not managed: never persist, merge or flush one. `derived`: properties of the
 * views' prototype (getters computing a field from others when it is read).
 */
export function readModel<T extends object>(
  entity: abstract new (...args: never[]) => T,
  derived: PropertyDescriptorMap = {},
): (fields: Partial<T>) => T {
  const proto = Object.create(entity.prototype, derived) as object;
  return (fields) => ({ __proto__: proto, ...fields }) as unknown as T;
}
