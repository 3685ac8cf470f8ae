/** What /buy receives in navigation state (from the cart's Checkout or a Buy now button). */
export interface BuyItem {
  productId: string;
  /** The cart line, when the item came from the cart. */
  itemId?: string | null;
  name: string;
  /** Unit price in rupees as the server last answered it (display only; the quote is authoritative). */
  price: number;
  quantity: number;
  imageUrl?: string | null;
}

export interface BuyState {
  items: BuyItem[];
}

export function readBuyState(state: unknown): BuyItem[] {
  const items = (state as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (i): i is BuyItem =>
      !!i &&
      typeof (i as BuyItem).productId === 'string' &&
      typeof (i as BuyItem).quantity === 'number' &&
      (i as BuyItem).quantity > 0,
  );
}
