import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { CustomTypesConfig, QueryResultRow } from 'pg';

/**
 * Hot reads straight through `pg`: parameterised SQL (`$1`, `$2`, ...; values are never spliced
 * into the text) sent as a *named* prepared statement, so PostgreSQL parses and plans each distinct
 * text once per connection. Rows come back plain (no entity hydration, no identity map).
 *
 * For reads outside transactions only (resolvers, listeners after commit): the connection is
 * borrowed from MikroORM's own pool and handed back at once. Writes stay on the unit of work.
 */

/**
 * What a plain-row read needs: the pool's connection. Any EntityManager is one; so is a request's
 * `db` (common/context.ts), which reads without forking an EntityManager.
 */
export type RowSource = Pick<EntityManager, 'getConnection'>;

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

/**
 * Runs one read as a named prepared statement on a pooled connection; answers its rows. `types`
 * replaces pg's readers of column values for this read (e.g. timestamps left as text).
 *
 * The statement is sent with a callback, as pg-pool and knex send theirs, not in pg's promise
 * form: read that way, every result (its rows, and what was made of them) outlived the request in
 * V8's young-generation collections and was promoted with it, which made each collection several
 * times slower (docs/decisions/young-garbage-patches.md).
 */
export async function readRows<R extends QueryResultRow>(
  db: RowSource,
  text: string,
  values: readonly unknown[] = [],
  types?: CustomTypesConfig,
): Promise<R[]> {
  const client = (db.getConnection().getKnex() as unknown as { client: KnexClient }).client;
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
