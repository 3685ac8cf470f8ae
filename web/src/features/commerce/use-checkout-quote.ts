import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { QuoteQuery as QuoteData } from '../../graphql/graphql';
import type { BuyItem } from './checkout-state';
import { QuoteQuery } from './operations';

/**
 * The server's figures for exactly these items, promo code and wallet choice; the last answer stays
 * on screen while a new one comes.
 */
export function useCheckoutQuote(
  items: BuyItem[],
  promoCode: string | null,
  useWallet: boolean,
  /** The delivery state: the answer then splits the GST (CGST + SGST or IGST). */
  stateCode: string | null,
) {
  const lines = useMemo(() => items.map((i) => ({ productId: i.productId, quantity: i.quantity })), [items]);
  const query = useQuery(QuoteQuery, {
    variables: { input: { items: lines, promoCode, useWallet, stateCode } },
    fetchPolicy: 'network-only',
  });
  const [last, setLast] = useState<QuoteData['quote'] | null>(null);
  useEffect(() => {
    if (query.data?.quote) setLast(query.data.quote);
  }, [query.data]);
  const value = query.data?.quote ?? last;
  return {
    lines,
    value,
    loading: query.loading,
    error: query.error,
    walletBalance: value?.walletBalance ?? 0,
    payable: value?.totalAmount ?? 0,
  };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
