import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CartFieldsFragment } from '../../graphql/graphql';
import { CartQuery, ClearCartMutation, RemoveCartItemMutation, UpdateCartItemMutation } from './operations';

export type CartData = CartFieldsFragment;
export type CartLine = CartFieldsFragment['items'][number];

/**
 * The cart page's mutations (adding is use-add-to-cart.ts). Each answers the whole cart, which is written into the `cart` query's cache entry:
 * the cart page and the navbar badge (app/nav-counts.ts) update from that one place.
 */
export function useCartMutations() {
  const client = useApolloClient();
  const write = useCallback(
    (cart: CartData | undefined) => {
      if (cart) client.writeQuery({ query: CartQuery, data: { cart } });
    },
    [client],
  );
  const [updateMutation, update] = useMutation(UpdateCartItemMutation);
  const [removeMutation, remove] = useMutation(RemoveCartItemMutation);
  const [clearMutation, clear] = useMutation(ClearCartMutation);

  return {
    busy: update.loading || remove.loading || clear.loading,
    async updateQuantity(itemId: string, quantity: number) {
      const { data } = await updateMutation({ variables: { itemId, quantity } });
      write(data?.updateCartItem);
      return data?.updateCartItem;
    },
    async removeItem(itemId: string) {
      const { data } = await removeMutation({ variables: { itemId } });
      write(data?.removeCartItem);
      return data?.removeCartItem;
    },
    async clearCart() {
      const { data } = await clearMutation({ variables: {} });
      write(data?.clearCart);
      return data?.clearCart;
    },
    /** After an order: the server emptied the purchased lines; read the cart again. */
    async refreshCart() {
      await client.query({ query: CartQuery, fetchPolicy: 'network-only' }).then(
        (r) => write(r.data?.cart),
        () => undefined,
      );
    },
  };
}
