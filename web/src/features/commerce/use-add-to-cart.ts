import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddToCartMutation, CartQuery } from './operations';

/**
 * Add to cart (the product buttons). Its answer, the whole cart, goes into the `cart` query's cache
 * entry like every cart mutation's (use-cart.ts). A module of its own: the pages with product
 * buttons (home, listing) ship this mutation only, not the cart page's.
 */
export function useAddToCart() {
  const client = useApolloClient();
  const [mutate] = useMutation(AddToCartMutation);
  return useCallback(
    async (productId: string, quantity: number) => {
      const { data } = await mutate({ variables: { productId, quantity } });
      const cart = data?.addToCart;
      if (cart) client.writeQuery({ query: CartQuery, data: { cart } });
      return cart;
    },
    [client, mutate],
  );
}
