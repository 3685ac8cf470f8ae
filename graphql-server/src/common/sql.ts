import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';

/**
 * Hot reads straight through `pg`: parameterised SQL (`$1`, `$2`, ...; values are never spliced
 * into the text) sent as a *named* prepared statement, so PostgreSQL parses and plans each distinct
 * text once per connection. Rows come back plain (no entity hydration, no identity map).
 *
 * For reads outside transactions only (resolvers, listeners after commit): the connection is
 * borrowed from MikroORM's own pool and handed back at once. Writes stay on the unit of work.
 */

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
  query<R extends QueryResultRow>(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: R[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/** Statement names by text: the name is a digest of the text, so one text is one statement. */
const names = new Map<string, string>();
const MAX_NAMES = 2000;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Runs one read as a named prepared statement on a pooled connection; answers its rows. */
export async function readRows<R extends QueryResultRow>(
  em: EntityManager,
  text: string,
  values: readonly unknown[] = [],
): Promise<R[]> {
  const client = (em.getConnection().getKnex() as unknown as { client: KnexClient }).client;
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query<R>({ name: statementName(text), text, values: [...values] });
    return result.rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
