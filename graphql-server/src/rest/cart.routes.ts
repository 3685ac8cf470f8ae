import { Router } from 'express';
import type { CartView } from '../modules/cart/index.js';
import type { makeRoute } from './http.js';

/** The cart as the legacy client reads it: `{ items }`, each with itemId and the product as `_id`. */
export function legacyCart(cart: CartView) {
  return {
    items: cart.items.map((i) => ({
      itemId: i.itemId,
      _id: i.productId,
      name: i.name,
      price: i.price,
      quantity: i.quantity,
      imageUrl: i.imageUrl,
      stock: i.stock,
      product: { _id: i.productId, stock: i.stock },
    })),
    totalQuantity: cart.totalQuantity,
    subtotal: cart.subtotal,
  };
}

export function cartRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.get(
    '/',
    route(async ({ em, services, viewer }) => legacyCart(await services.cart.get(em, viewer))),
  );
  r.post(
    '/add',
    route(async ({ em, services, viewer }, req) =>
      legacyCart(await services.cart.add(em, viewer, req.body?.productId, req.body?.quantity ?? 1)),
    ),
  );
  r.put(
    '/update',
    route(async ({ em, services, viewer }, req) =>
      legacyCart(await services.cart.update(em, viewer, req.body?.itemId, req.body?.quantity)),
    ),
  );
  r.delete(
    '/remove/:itemId',
    route(async ({ em, services, viewer }, req) =>
      legacyCart(await services.cart.remove(em, viewer, req.params.itemId)),
    ),
  );
  r.delete(
    '/clear',
    route(async ({ em, services, viewer }) => legacyCart(await services.cart.clear(em, viewer))),
  );
  r.get(
    '/checkout',
    route(async ({ em, services, viewer }) => legacyCart(await services.cart.checkout(em, viewer))),
  );
  return r;
}
