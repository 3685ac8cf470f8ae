/**
 * Pure helpers of the product page alone (unit-tested in catalog-helpers.spec.ts): apart from
 * catalog-helpers.ts, whose module the home page and the listing load too.
 */
import { stockLevel } from './catalog-helpers';

/** The words shown next to a product's stock. */
export function stockLabel(stock: number): string {
  const level = stockLevel(stock);
  if (level === 'out') return 'Out of stock';
  if (level === 'low') return `Only ${stock} left`;
  return 'In stock';
}

/** A chosen quantity kept within 1..stock (1 when the text is not a number). */
export function clampQuantity(value: number, stock: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, stock));
}
