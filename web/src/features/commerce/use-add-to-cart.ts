import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * The documents load with the first add, not with the page: the home page and the listing show
 * product buttons on every card, and most visits never press one (PurchaseButtons starts the same
 * download for the mini cart on the same click).
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
      const { AddToCartMutation, CartQuery } = await loadCartOperations();
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
