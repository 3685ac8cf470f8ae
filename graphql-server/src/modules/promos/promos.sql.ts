import { runSql, type RowSource } from '../../common/sql.js';
import type { PromoRule } from '../pricing/index.js';

/**
 * Promos' hand-written statements (common/sql.ts `runSql`: named, prepared, `$n`; on the
 * transaction's connection when given a transaction's manager).
 */

const INSERT = `insert into promo_codes (code, type, value, label, expires_at, usage_limit)
  values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing returning id`;

/** Inserts a code; answers its id, or undefined when the code exists. */
export async function insertPromo(
  db: RowSource,
  promo: PromoRule & { expiresAt: Date | null; usageLimit: number | null },
): Promise<string | undefined> {
  const [row] = await runSql<{ id: string }>(db, INSERT, [
    promo.code,
    promo.type,
    promo.value,
    promo.label,
    promo.expiresAt,
    promo.usageLimit,
  ]);
  return row?.id;
}

const CLAIM = `update promo_codes set used_count = used_count + 1
  where code = $1 and active
    and (expires_at is null or expires_at > now())
    and (usage_limit is null or used_count < usage_limit)
  returning id`;

/** Takes one use of a live code under its limit (one conditional update); false when refused. */
export async function claimPromoUse(tx: RowSource, code: string): Promise<boolean> {
  return (await runSql(tx, CLAIM, [code])).length > 0;
}

// Still reading orders' table (to move: an orders' face read, order-reads.sql.ts, once the orders
// work of this session has merged; orders imports promos, so it is then injected like catalog's
// `imageShownByOrders`).
const LIVE_ORDER = `select exists(select 1 from orders where user_id = $1 and status <> 'Cancelled') as found`;

/** Whether the user has an order that was not cancelled (FIRSTORDER is for the first one). */
export async function hasLiveOrder(db: RowSource, userId: string): Promise<boolean> {
  const [row] = await runSql<{ found: boolean }>(db, LIVE_ORDER, [userId]);
  return Boolean(row?.found);
}
