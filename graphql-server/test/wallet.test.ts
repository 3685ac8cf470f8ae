import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';
import { firstError, payTestCheckout, sql, topUp, walletState } from './support/commerce.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

type LegacyWallet = {
  balance: number;
  payment: { url: string; amount: number; state: string };
  transactions: { _id: string; type: string; amount: number; description: string; createdAt: string }[];
};

describe('wallet', () => {
  it('tops up over REST and answers the full wallet, newest first', async () => {
    const { token, userId } = await signUp(shop, { email: 'wallet@example.com' });
    const empty = await shop.rest<LegacyWallet>('GET', '/api/wallet', undefined, { token });
    expect(empty.body).toEqual({ balance: 0, transactions: [] });
    const started = await shop.rest<LegacyWallet>('POST', '/api/wallet/credit', { amount: 250.5 }, { token });
    expect(started.status).toBe(200);
    // No free credit: the top-up is a payment to complete; the balance grows once it is paid.
    expect(started.body).toMatchObject({
      balance: 0,
      transactions: [],
      payment: { amount: 250.5, state: 'pending' },
    });
    expect(await payTestCheckout(shop, token, started.body.payment)).toBe('PAID');
    // Paid twice over (the return, and the gateway's own webhook): credited once.
    await new Promise((r) => setTimeout(r, 300));
    const one = await shop.rest<LegacyWallet>('GET', '/api/wallet', undefined, { token });
    expect(one.body.balance).toBe(250.5);
    expect(one.body.transactions[0]).toMatchObject({
      type: 'credit',
      amount: 250.5,
      description: 'Added funds',
    });
    const birthday = await shop.rest<LegacyWallet>(
      'POST',
      '/api/wallet/credit',
      { amount: '0.01', description: 'Birthday' },
      { token },
    );
    await payTestCheckout(shop, token, birthday.body.payment, { method: 'gpay', upiId: 'asha@okaxis' });
    const two = await shop.rest<LegacyWallet>('GET', '/api/wallet', undefined, { token });
    expect(two.body.balance).toBe(250.51);
    expect(two.body.transactions.map((t) => t.description)).toEqual(['Birthday', 'Added funds']);
    expect(two.body.transactions[0]!._id).toEqual(expect.any(String));
    expect(await walletState(shop, userId)).toEqual({ balance: 25_051, ledger: 25_051 });
  });

  it('validates the amount', async () => {
    const { token } = await signUp(shop, { email: 'wallet-bad@example.com' });
    for (const [amount, message] of [
      [0, 'Amount must be at least ₹0.01'],
      [-5, 'Amount must be at least ₹0.01'],
      ['abc', 'Amount must be at least ₹0.01'],
      [null, 'Amount must be at least ₹0.01'],
      [0.001, 'Amount must be at least ₹0.01'],
      [1.234, 'Amount can have at most two decimal places'],
      [100_000.01, 'Amount must be at most ₹1,00,000 per top-up'],
    ] as const) {
      const res = await shop.rest('POST', '/api/wallet/credit', { amount }, { token });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body, String(amount)).toMatchObject({ error: message });
    }
    const max = await shop.rest<LegacyWallet>('POST', '/api/wallet/credit', { amount: 100_000 }, { token });
    expect(max.body.payment.amount).toBe(100_000);
    // A declined top-up credits nothing.
    const declined = await fetch(`${shop.url}${max.body.payment.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'paytm', upiId: 'failure@razorpay' }).toString(),
    });
    expect(declined.status).toBe(402);
    const after = await shop.rest<LegacyWallet>('GET', '/api/wallet', undefined, { token });
    expect(after.body.balance).toBe(0);
  });

  it('works over GraphQL and needs a login', async () => {
    const { token } = await signUp(shop, { email: 'wallet-gql@example.com' });
    const res = await shop.gql<{
      addFunds: {
        balance: number;
        transactions: { type: string; amount: number }[];
        payment: { url: string };
      };
    }>(
      'mutation { addFunds(amount: 99.99, description: "Gift") { balance transactions { type amount } payment { url } } }',
      {},
      { token },
    );
    expect(res.data?.addFunds).toMatchObject({ balance: 0, transactions: [] });
    await payTestCheckout(shop, token, res.data!.addFunds.payment);
    const paid = await shop.gql<{ wallet: unknown }>(
      '{ wallet { balance transactions { type amount } } }',
      {},
      { token },
    );
    expect(paid.data?.wallet).toEqual({ balance: 99.99, transactions: [{ type: 'CREDIT', amount: 99.99 }] });
    const anon = await shop.gql('{ wallet { balance } }');
    expect(firstError(anon)).toEqual({
      message: 'Please log in to view your wallet.',
      code: 'UNAUTHENTICATED',
    });
    const restAnon = await shop.rest('GET', '/api/wallet');
    expect(restAnon.status).toBe(401);
  });

  it('the database refuses a negative balance and a second payment or refund for one order', async () => {
    const { userId, token } = await signUp(shop, { email: 'wallet-db@example.com' });
    await topUp(shop, token, 1);
    await expect(
      sql(shop, 'update wallets set balance_paise = -1 where user_id = ?', [userId]),
    ).rejects.toThrow(/check/i);
    await expect(
      sql(
        shop,
        `insert into wallet_transactions (user_id, type, kind, amount_paise, description) values (?, 'debit', 'topup', 1, 'x')`,
        [userId],
      ),
    ).rejects.toThrow(/check/i);
  });
});
