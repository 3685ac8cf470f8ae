import { Router } from 'express';
import type { WalletView } from '../modules/wallet/index.js';
import type { makeRoute } from './http.js';

export function legacyWallet(w: WalletView) {
  return {
    balance: w.balance,
    transactions: w.transactions.map((t) => ({
      _id: t.id,
      type: t.type,
      amount: t.amount,
      description: t.description,
      orderId: t.orderId,
      createdAt: t.createdAt,
    })),
  };
}

/** The wallet as it is, and the top-up to pay (`payment.url`): the balance grows once it is paid. */
function legacyTopUp(w: WalletView & { payment: unknown }) {
  return { ...legacyWallet(w), payment: w.payment };
}

export function walletRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.get(
    '/',
    route(async ({ em, services, viewer }) => legacyWallet(await services.wallet.get(em, viewer))),
  );
  r.post(
    '/credit',
    route(async ({ em, services, viewer }, req) =>
      legacyTopUp(await services.payments.startTopUp(em, viewer, req.body?.amount, req.body?.description)),
    ),
  );
  return r;
}
