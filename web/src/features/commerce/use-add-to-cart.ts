import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { loadCode } from '../../lib/load-code';

/**
 * The documents load with the first add, not with the page: the home page and the listing show
 * product buttons on every card, and most visits never press one (PurchaseButtons starts the same
 * download for the mini cart on the same click). If they do not come (offline, or a release has
 * replaced this page's files), the add fails asking for a reload.
 */
const loadCartOperations = () => import('./operations');

/**
 * Add to cart (the product buttons). Its answer, the whole cart, goes into the `cart` query's cache
 * entry like every cart mutation's (use-cart.ts).
 */
export function useAddToCart() {
  const client = useApolloClient();
  return useCallback(
    async (productId: string, quantity: number) => {
      const { AddToCartMutation, CartQuery } = await loadCode(loadCartOperations);
      const { data } = await client.mutate({
        mutation: AddToCartMutation,
        variables: { productId, quantity },
      });
      const cart = data?.addToCart;
      if (cart) client.writeQuery({ query: CartQuery, data: { cart } });
      return cart;
    },
    [client],
  );
}
