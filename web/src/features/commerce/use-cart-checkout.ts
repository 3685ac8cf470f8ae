import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import type { BuyState } from './checkout-state';
import { CheckoutCartQuery } from './operations';

/**
 * Checkout from the cart (the cart page and the mini cart): the server checks the cart ('Cart is
 * empty', 'Some cart items are invalid', '[name] has insufficient stock'), then /buy opens with its
 * items in state.
 */
export function useCartCheckout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [checkingOut, setCheckingOut] = useState(false);

  async function checkout() {
    setCheckingOut(true);
    try {
      const { data: checked, error: failed } = await client.query({
        query: CheckoutCartQuery,
        fetchPolicy: 'network-only',
      });
      if (failed || !checked) throw failed ?? new Error('Cart is empty');
      const state: BuyState = {
        items: checked.checkoutCart.items.map((i) => ({
          productId: i.productId,
          itemId: i.itemId,
          name: i.name,
          price: i.price,
          quantity: i.quantity,
          imageUrl: i.imageUrl,
        })),
      };
      void navigate('/buy', { state });
    } catch (err) {
      toast.error(errorMessage(err, 'Cart is empty'));
    } finally {
      setCheckingOut(false);
    }
  }

  return { checkout, checkingOut };
}
