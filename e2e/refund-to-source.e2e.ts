import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { gql as callGql } from './support/graphql.js';
import { registerShopper } from './support/shoppers.js';

test('an admin sends a cancelled order’s refund back to the card it was paid with instead of the wallet @phone', async ({
  page,
  request,
}, testInfo) => {
  // Set-up through the API: an order paid by test card (the legacy payload, charged at once by the
  // test gateway), then cancelled by the shopper: the spec's refund lands in the wallet.
  const gql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
    callGql<T>(request, query, variables, token);
  const shopper = await registerShopper(request, 'Meera Iyer');
  const { products } = await gql<{ products: { edges: { node: { id: string } }[] } }>(
    `{ products(first: 1, stock: IN) { edges { node { id } } } }`,
  );
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string; payment: { status: string } } } }>(
    `mutation ($i: PlaceOrderInput!, $k: String!) {
      placeOrder(input: $i, idempotencyKey: $k) { order { id payment { status } } }
    }`,
    {
      k: `e2e-refund-${Date.now()}`,
      i: {
        items: [{ productId: products.edges[0]!.node.id, quantity: 1 }],
        shipping: {
          name: 'Meera Iyer',
          phone: '9876543210',
          email: shopper.email,
          address: '12 MG Road',
          city: 'Bengaluru',
          postalCode: '560001',
          stateCode: '29',
        },
        payment: { method: 'CARD', cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' },
      },
    },
    shopper.token,
  );
  expect(placeOrder.order.payment.status).toBe('PAID');
  await gql(
    `mutation ($id: ID!) { cancelOrder(id: $id) { message } }`,
    { id: placeOrder.order.id },
    shopper.token,
  );

  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard?tab=orders');
  await page.getByLabel('Search orders').fill(shopper.email);
  const row = page.getByTestId('admin-order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
  const action = row.getByRole('button', { name: /^Refund to original payment method/ });
  await expect(action).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('order-management.png'), fullPage: true });

  // Asked first; cancelling the question changes nothing.
  await action.click();
  const dialog = page.getByRole('dialog', { name: 'Refund to original payment method' });
  await expect(dialog).toContainText('instead of the wallet');
  await page.screenshot({ path: testInfo.outputPath('confirm.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(action).toBeVisible();

  await action.click();
  await dialog.getByRole('button', { name: 'Refund to original payment method' }).click();
  await expect(
    page.getByText(/^₹[\d,.]+ refunded to the original payment method \(refund rfnd_test_[\w-]+\)\.$/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('refunded.png') });
  // Done once: the action is gone from the row.
  await expect(row.getByRole('button', { name: /^Refund to original payment method/ })).toHaveCount(0);
});
