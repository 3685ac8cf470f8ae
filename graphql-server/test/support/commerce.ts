import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../../src/modules/catalog/product.entity.js';
import type { TestShop } from './shop.js';

/** Products for money-path tests, inserted straight through the ORM (as an admin's catalog would). */
export async function createProduct(
  shop: TestShop,
  p: { name: string; pricePaise: number; stock: number; imagePath?: string | null },
): Promise<string> {
  const em = shop.server.orm.em.fork() as EntityManager;
  const product = em.create(Product, {
    name: p.name,
    description: `${p.name} for tests`,
    category: 'Electronics',
    pricePaise: p.pricePaise,
    stock: p.stock,
    imagePath: p.imagePath ?? null,
  });
  await em.flush();
  return product.id;
}

export async function sql<T = Record<string, unknown>>(
  shop: TestShop,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const em = shop.server.orm.em.fork() as EntityManager;
  return em.execute<T[]>(query, params);
}

export async function stockOf(shop: TestShop, productId: string): Promise<number> {
  const rows = await sql<{ stock: number }>(shop, 'select stock from products where id = ?', [productId]);
  return rows[0]!.stock;
}

/** The wallet row's balance and the ledger's sum (credits minus debits), in paise. */
export async function walletState(
  shop: TestShop,
  userId: string,
): Promise<{ balance: number; ledger: number }> {
  const [w] = await sql<{ balance_paise: number }>(
    shop,
    'select balance_paise from wallets where user_id = ?',
    [userId],
  );
  const [l] = await sql<{ s: string | null }>(
    shop,
    `select sum(case when type = 'credit' then amount_paise else -amount_paise end) as s
     from wallet_transactions where user_id = ?`,
    [userId],
  );
  return { balance: Number(w?.balance_paise ?? 0), ledger: Number(l?.s ?? 0) };
}

export const SHIPPING = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  address: '12 MG Road',
  city: 'Bengaluru',
  postalCode: '560001',
  stateCode: '29',
};

export const CARD = { method: 'CARD', cardNumber: '4111 1111 1111 1234', expiry: '12/29', cvv: '123' };
export const UPI = { method: 'UPI', upiId: 'asha@okaxis', upiProvider: 'GPay' };

export const ORDER_FIELDS = `
  id status statusLabel createdAt deliveredAt canCancel canRequestReturn
  items { id productId name price quantity imageUrl lineTotal }
  shipping { name phone email address city postalCode }
  payment { method upiId upiProvider cardLastFour }
  totals { subtotal gstAmount promoDiscount promoCode promoLabel baseTotal totalAmount walletAmountUsed }
  returnDetails { reason details }
  refundedAmount feeAmount
  customer { id name email }
`;

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { message productNames replayed order { ${ORDER_FIELDS} } }
}`;

export interface OrderJson {
  id: string;
  status: string;
  statusLabel: string;
  canCancel: boolean;
  canRequestReturn: boolean;
  deliveredAt: string | null;
  items: {
    productId: string | null;
    name: string;
    price: number;
    quantity: number;
    imageUrl: string | null;
  }[];
  payment: { method: string; upiId: string | null; cardLastFour: string | null };
  totals: {
    subtotal: number;
    gstAmount: number;
    promoDiscount: number;
    promoCode: string | null;
    promoLabel: string | null;
    baseTotal: number;
    totalAmount: number;
    walletAmountUsed: number;
  };
  returnDetails: { reason: string; details: string } | null;
  refundedAmount: number | null;
  feeAmount: number | null;
  customer: { id: string; name: string; email: string };
}

export interface PlaceOrderJson {
  placeOrder: { message: string; productNames: string[]; replayed: boolean; order: OrderJson };
}

export function orderInput(
  items: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { items, shipping: SHIPPING, payment: CARD, ...extra };
}

export async function placeOrder(
  shop: TestShop,
  token: string,
  input: Record<string, unknown>,
  key: string = crypto.randomUUID(),
) {
  return shop.gql<PlaceOrderJson>(PLACE_ORDER, { input, key }, { token });
}

/**
 * Pays a test-gateway checkout as a shopper does: the hosted page's form with a test card, then
 * the signed return the page redirects to (`confirmPayment`). Returns the payment's state.
 */
export async function payTestCheckout(
  shop: TestShop,
  token: string,
  checkout: { url: string },
  form: Record<string, string> = {
    method: 'card',
    cardNumber: '4111 1111 1111 1111',
    expiry: '12/29',
    cvv: '123',
  },
): Promise<string> {
  const page = await fetch(`${shop.url}${checkout.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  if (page.status !== 303) throw new Error(`test gateway answered ${page.status}`);
  const back = new URL(page.headers.get('location')!, shop.url).searchParams;
  const res = await shop.gql<{ confirmPayment: { state: string } }>(
    `mutation($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { state } }`,
    {
      input: {
        paymentId: back.get('payment'),
        providerOrderId: back.get('provider_order_id'),
        providerPaymentId: back.get('provider_payment_id'),
        signature: back.get('signature'),
      },
    },
    { token },
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.confirmPayment.state;
}

/** Tops the wallet up through the test gateway (addFunds, then the hosted page, paid by card). */
export async function topUp(shop: TestShop, token: string, amount: number): Promise<void> {
  const res = await shop.gql<{ addFunds: { payment: { url: string } } }>(
    'mutation($a: Float!) { addFunds(amount: $a) { balance payment { url } } }',
    { a: amount },
    { token },
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  await payTestCheckout(shop, token, res.data!.addFunds.payment);
}

export function firstError(res: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  return res.errors?.[0]
    ? { message: res.errors[0].message, code: res.errors[0].extensions?.code }
    : undefined;
}
