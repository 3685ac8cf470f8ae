import pg, { type CustomTypesConfig } from 'pg';
import { runSql, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import { productColumns, TIMESTAMPTZ_OID, type ProductRow } from './product-rows.js';

/**
 * Reading product rows (common/sql.ts `runSql`): every statement that selects product rows runs
 * through `readProductRows`; the rows become read models in product-rows.ts.
 */

/**
 * Product reads leave timestamps as PostgreSQL's text: pg parsed both into Dates with a regular
 * expression each, about a quarter of reading a product row, and most answers (a listing, a live
 * stock change) never show the dates.
 */
const TIMESTAMPS_AS_TEXT: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID
      ? (text: string) => text
      : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};

/** Runs a product read (a statement selecting product rows) with its timestamps left as text. */
export function readProductRows<R extends ProductRow>(
  db: RowSource,
  text: string,
  values: readonly unknown[],
): Promise<R[]> {
  return runSql<R>(db, text, values, TIMESTAMPS_AS_TEXT);
}

const BY_IDS = `select ${productColumns('p')} from products p where p.id = any($1::uuid[])`;

/** Products by id, as rows, in one prepared statement (unknown or malformed ids are left out). */
export async function productRowsById(db: RowSource, ids: readonly string[]): Promise<ProductRow[]> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (!valid.length) return [];
  return readProductRows<ProductRow>(db, BY_IDS, [valid]);
}
