import type { EntityManager } from '@mikro-orm/postgresql';
import { readRows } from '../../common/sql.js';
import { ORDER_FIELDS, type OrderRecord } from './order-view.js';

/**
 * Order lists for answers, read as plain rows in one prepared statement: each order with its items
 * (as JSON, in their order) and its customer's name and e-mail. No entity is hydrated; an item's
 * live product is loaded only when an answer asks for it (OrderItemView.product).
 */

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** `o.user_id as "userId", ...`: rows come back in the record's own names. */
const COLUMNS = ORDER_FIELDS.map((f) => `o.${snake(f)} as "${f}"`).join(', ');

const SELECT = `select ${COLUMNS},
    json_build_object('name', coalesce(u.name, ''), 'email', coalesce(u.email, '')) as customer,
    coalesce((
      select json_agg(json_build_object(
        'id', i.id, 'productId', i.product_id, 'name', i.name, 'unitPricePaise', i.unit_price_paise,
        'quantity', i.quantity, 'imagePath', i.image_path) order by i.position, i.id)
      from order_items i where i.order_id = o.id
    ), '[]'::json) as items
  from orders o left join users u on u.id = o.user_id`;

const BY_IDS = `${SELECT} where o.id = any($1::uuid[])`;
const OF_USER = `${SELECT} where o.user_id = $1 order by o.created_at desc, o.id desc limit $2`;
const NEWEST = `${SELECT} order by o.created_at desc, o.id desc limit $1`;

type OrderRow = Omit<OrderRecord, 'createdAt' | 'deliveredAt'> & {
  createdAt: Date | string;
  deliveredAt: Date | string | null;
};

/** Timestamps come back as text through the ORM's connection: dates, as the entity has them. */
const record = (row: OrderRow): OrderRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  deliveredAt: row.deliveredAt === null ? null : new Date(row.deliveredAt),
});

/** Orders by id, in the order of `ids` (unknown ids are left out). */
export async function orderRecordsById(em: EntityManager, ids: readonly string[]): Promise<OrderRecord[]> {
  if (!ids.length) return [];
  const rows = await readRows<OrderRow>(em, BY_IDS, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [record(row)] : [];
  });
}

/** A user's newest orders, newest first. */
export async function orderRecordsOfUser(
  em: EntityManager,
  userId: string,
  limit: number,
): Promise<OrderRecord[]> {
  return (await readRows<OrderRow>(em, OF_USER, [userId, limit])).map(record);
}

/** Every customer's newest orders, newest first. */
export async function newestOrderRecords(em: EntityManager, limit: number): Promise<OrderRecord[]> {
  return (await readRows<OrderRow>(em, NEWEST, [limit])).map(record);
}
