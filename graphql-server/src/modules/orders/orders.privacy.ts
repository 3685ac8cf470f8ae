import type { EntityManager } from '@mikro-orm/postgresql';

/** What an erased buyer's order shows in place of their name and contact details. */
const ERASED = '';

/** The shopper's orders with their lines and timeline, for their data export. */
export async function exportOrders(em: EntityManager, userId: string) {
  const orders = await em.execute<{ id: string }[]>(
    `select id, status, shipping_name as "shippingName", shipping_phone as "shippingPhone",
            shipping_email as "shippingEmail", shipping_address as "shippingAddress",
            shipping_city as "shippingCity", shipping_postal_code as "shippingPostalCode",
            payment_method as "paymentMethod", upi_id as "upiId", upi_provider as "upiProvider",
            card_last_four as "cardLastFour", subtotal_paise as "subtotalPaise", gst_paise as "gstPaise",
            promo_discount_paise as "promoDiscountPaise", promo_code as "promoCode",
            base_total_paise as "baseTotalPaise", wallet_used_paise as "walletUsedPaise",
            total_paise as "totalPaise", refunded_paise as "refundedPaise", fee_paise as "feePaise",
            return_reason as "returnReason", return_details as "returnDetails",
            delivered_at as "deliveredAt", created_at as "createdAt"
       from orders where user_id = ? order by created_at`,
    [userId],
  );
  if (!orders.length) return [];
  // One array literal of uuids (knex would spread a JS array into a list).
  const ids = `{${orders.map((o) => o.id).join(',')}}`;
  const lines = await em.execute<{ orderId: string }[]>(
    `select order_id as "orderId", product_id as "productId", name, unit_price_paise as "unitPricePaise", quantity
       from order_items where order_id = any(?::uuid[]) order by order_id, position`,
    [ids],
  );
  const timeline = await em.execute<{ orderId: string }[]>(
    `select order_id as "orderId", at, actor_role as "actorRole", from_status as "fromStatus",
            to_status as "toStatus", note
       from order_events where order_id = any(?::uuid[]) order by order_id, at`,
    [ids],
  );
  return orders.map((o) => ({
    ...o,
    lines: lines.filter((l) => l.orderId === o.id).map(({ orderId: _o, ...l }) => l),
    timeline: timeline.filter((t) => t.orderId === o.id).map(({ orderId: _o, ...t }) => t),
  }));
}

/** The ids of the shopper's orders (the admins' bell forgets the items about them). */
export async function orderIdsOf(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>('select id from orders where user_id = ?', [userId]);
  return rows.map((r) => r.id);
}

/**
 * Erasure: orders, their lines and amounts stay (GST law keeps them eight years, docs/privacy.md),
 * detached from the person: no name, phone, e-mail, street address, UPI id or return text. The
 * city and PIN code stay (the place of supply of the tax invoice). The rows lock in id order.
 */
export async function detachOrdersFromBuyer(tx: EntityManager, userId: string): Promise<number> {
  const rows = await tx.execute<{ id: string }[]>(
    `update orders set shipping_name = ?, shipping_phone = ?, shipping_email = ?, shipping_address = ?,
            upi_id = null, return_details = null
      where id in (select id from orders where user_id = ? order by id for update)
      returning id`,
    [ERASED, ERASED, ERASED, ERASED, userId],
  );
  return rows.length;
}
