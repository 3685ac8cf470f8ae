import { runSql, type RowSource } from '../../common/sql.js';

/** The cart's hand-written statements (the rest goes through the unit of work). */

/**
 * Adds `quantity` to the shopper's line of a product (creating it), capped at `max`, in one
 * statement so two adds at once both count; answers the line's new quantity.
 */
export async function addToLine(
  db: RowSource,
  line: { userId: string; productId: string; quantity: number; max: number },
): Promise<number | undefined> {
  const [row] = await runSql<{ quantity: number }>(
    db,
    `insert into cart_items (user_id, product_id, quantity) values ($1, $2, least($3::int, $4::int))
     on conflict (user_id, product_id)
     do update set quantity = least(cart_items.quantity + excluded.quantity, $4::int), updated_at = now()
     returning quantity`,
    [line.userId, line.productId, line.quantity, line.max],
  );
  return row?.quantity;
}
