import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import { paiseToRupees } from '../../common/money.js';
import type { Viewer } from '../../common/context.js';
import { requireViewer } from '../../common/viewer.js';
import { Product } from '../catalog/index.js';
import { isUuid } from '../../common/validation.js';
import { imageUrlOf } from '../pricing/index.js';
import { CartItem } from './cart-item.entity.js';
import type { CartView } from './cart.types.js';
import { addToLine } from './cart.sql.js';

export const CartMessages = {
  loginToView: 'Please log in to view your cart',
  loginToAdd: 'Please log in to add items to cart',
  minQuantity: 'Quantity cannot be less than 1',
  productNotFound: 'Product not found',
  itemNotFound: 'Cart item not found',
  empty: 'Cart is empty',
  invalid: 'Some cart items are invalid',
  onlyInStock: (stock: number, name: string) => `Only ${stock} ${name} in stock`,
  outOfStock: (name: string) => `${name} is out of stock`,
  insufficient: (name: string) => `${name} has insufficient stock`,
} as const;

/** Largest quantity a line may hold, whatever the stock (keeps arithmetic far from overflow). */
export const MAX_LINE_QUANTITY = 10_000;

function assertQuantity(raw: unknown): number {
  // REST bodies may carry the quantity as a numeric string.
  const quantity = typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    throw badInput(CartMessages.minQuantity, 'quantity');
  return quantity;
}

/** The server-side cart: one line per (user, product), quantities capped by stock. */
export class CartService {
  async get(em: EntityManager, viewer: Viewer | null): Promise<CartView> {
    const v = requireViewer(viewer, CartMessages.loginToView);
    return this.view(em, v.userId);
  }

  async view(em: EntityManager, userId: string): Promise<CartView> {
    const lines = await em.find(
      CartItem,
      { userId },
      { populate: ['product'], orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true },
    );
    const items = lines.map((l) => ({
      id: l.id,
      itemId: l.id,
      productId: l.product.id,
      name: l.product.name,
      price: paiseToRupees(l.product.pricePaise),
      quantity: l.quantity,
      imageUrl: imageUrlOf(l.product.imagePath),
      stock: l.product.stock,
      lineTotal: paiseToRupees(l.product.pricePaise * l.quantity),
      product: l.product,
    }));
    return {
      items,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: paiseToRupees(lines.reduce((n, l) => n + l.product.pricePaise * l.quantity, 0)),
    };
  }

  /** Adds a product, or raises the quantity of its existing line; never beyond the stock. */
  async add(
    em: EntityManager,
    viewer: Viewer | null,
    productId: unknown,
    quantity: unknown,
  ): Promise<CartView> {
    const v = requireViewer(viewer, CartMessages.loginToAdd);
    const qty = assertQuantity(quantity ?? 1);
    if (!isUuid(productId)) throw notFound(CartMessages.productNotFound);
    await em.transactional(async (tx) => {
      const product = await tx.findOne(Product, { id: productId }, { refresh: true });
      if (!product) throw notFound(CartMessages.productNotFound);
      if (product.stock <= 0) throw badInput(CartMessages.outOfStock(product.name));
      // One statement, so two adds at once both count; the check below rolls back an overshoot.
      const total =
        (await addToLine(tx, {
          userId: v.userId,
          productId: product.id,
          quantity: qty,
          max: MAX_LINE_QUANTITY,
        })) ?? qty;
      if (total > product.stock || qty > product.stock)
        throw badInput(CartMessages.onlyInStock(product.stock, product.name), 'quantity');
    });
    return this.view(em.fork(), v.userId);
  }

  async update(
    em: EntityManager,
    viewer: Viewer | null,
    itemId: unknown,
    quantity: unknown,
  ): Promise<CartView> {
    const v = requireViewer(viewer, CartMessages.loginToAdd);
    const qty = assertQuantity(quantity);
    if (!isUuid(itemId)) throw notFound(CartMessages.itemNotFound);
    await em.transactional(async (tx) => {
      const line = await tx.findOne(
        CartItem,
        { id: itemId, userId: v.userId },
        { populate: ['product'], refresh: true },
      );
      if (!line) throw notFound(CartMessages.itemNotFound);
      if (qty > line.product.stock)
        throw badInput(CartMessages.onlyInStock(line.product.stock, line.product.name), 'quantity');
      line.quantity = qty;
    });
    return this.view(em.fork(), v.userId);
  }

  async remove(em: EntityManager, viewer: Viewer | null, itemId: unknown): Promise<CartView> {
    const v = requireViewer(viewer, CartMessages.loginToView);
    if (!isUuid(itemId)) throw notFound(CartMessages.itemNotFound);
    const deleted = await em.nativeDelete(CartItem, { id: itemId, userId: v.userId });
    if (!deleted) throw notFound(CartMessages.itemNotFound);
    return this.view(em.fork(), v.userId);
  }

  async clear(em: EntityManager, viewer: Viewer | null): Promise<CartView> {
    const v = requireViewer(viewer, CartMessages.loginToView);
    await em.nativeDelete(CartItem, { userId: v.userId });
    return this.view(em.fork(), v.userId);
  }

  /** Checks the cart can be bought as it stands; answers it for the checkout page. */
  async checkout(em: EntityManager, viewer: Viewer | null): Promise<CartView> {
    const v = requireViewer(viewer, CartMessages.loginToView);
    const cart = await this.view(em, v.userId);
    if (!cart.items.length) throw badInput(CartMessages.empty);
    if (cart.items.some((i) => !i.productId || i.quantity < 1)) throw badInput(CartMessages.invalid);
    const short = cart.items.find((i) => i.quantity > i.stock);
    if (short) throw badInput(CartMessages.insufficient(short.name));
    return cart;
  }

  /** Removes the purchased products' lines (inside the order's transaction). */
  async removeProducts(tx: EntityManager, userId: string, productIds: string[]): Promise<void> {
    if (productIds.length) await tx.nativeDelete(CartItem, { userId, product: { $in: productIds } });
  }
}
