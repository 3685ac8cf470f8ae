import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../catalog/index.js';
import { OrderItem } from './order.entity.js';

/** Puts an order's quantities back on the shelf (products locked in id order); the product ids. */
export async function restockOrder(tx: EntityManager, orderId: string): Promise<string[]> {
  const items = await tx.find(OrderItem, { order: orderId, product: { $ne: null } }, { refresh: true });
  const qty = new Map<string, number>();
  for (const i of items) {
    const pid = i.product!.id;
    qty.set(pid, (qty.get(pid) ?? 0) + i.quantity);
  }
  const ids = [...qty.keys()].sort();
  if (!ids.length) return [];
  const products = await tx.find(
    Product,
    { id: { $in: ids } },
    { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  for (const p of products) p.stock += qty.get(p.id) ?? 0;
  return ids;
}
