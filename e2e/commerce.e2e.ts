import { expect, test } from '@playwright/test';
import { LoginPage, RegisterPage } from './pages/auth.js';
import { CheckoutScreen, HostedPaymentPage, ProductScreen, WalletScreen } from './pages/commerce.js';
import { codeFromMail } from './support/mailbox.js';
import { gql as callGql } from './support/graphql.js';
import { addToCart, registerShopper } from './support/shoppers.js';

/** Rupees from an en-IN figure such as "−₹1,234.50" (to compare the server's figures with each other). */
function rupees(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

test('a shopper tops up the wallet, buys two products with SAVE10 paying by wallet and UPI, cancels, and is refunded @phone', async ({
  page,
}, testInfo) => {
  const email = `buyer.${Date.now()}.${testInfo.project.name}@example.com`;
  const password = 'Journey#2026';

  // Sign up with the mailed code and log in.
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({
    name: 'Kavya Rao',
    mobile: '9898989898',
    email,
    address: '7 Brigade Road',
    password,
  });
  await register.verify(await codeFromMail(email));
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).logIn(email, password);
  await expect(page).toHaveURL(/\/$/);

  // The cart and checkout need a login; the wallet starts empty.
  const wallet = new WalletScreen(page);
  await wallet.open();
  await expect(wallet.balance()).toHaveText('₹0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await wallet.addFunds('500');
  await expect(wallet.balance()).toHaveText('₹500.00');
  await expect(page.getByTestId('transaction').first()).toContainText('Added funds');

  // Two products into the cart; the navbar badge follows.
  const products = new ProductScreen(page);
  const first = await products.addNthToCart(0);
  const second = await products.addNthToCart(1);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');

  // Checkout with SAVE10, the wallet first and UPI for the rest.
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/buy$/);
  // No floating chat button over the order figures and Place order.
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  const checkout = new CheckoutScreen(page);
  await expect(checkout.summary('payable')).toBeVisible();
  // The shopper's details have loaded: the shipping form is there to take the focus.
  await expect(page.getByRole('form', { name: 'Shipping details' })).toBeVisible();
  // Ordering with gaps: every problem shows at its field at once, and focus goes to the first.
  await checkout.placeOrder();
  const shippingForm = page.getByRole('form', { name: 'Shipping details' });
  for (const label of ['City', 'Postal code']) {
    await expect(shippingForm.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(shippingForm.getByLabel(label)).toHaveAccessibleDescription(
      'Please fill in all shipping information',
    );
  }
  await expect(shippingForm.getByLabel('City')).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Card' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please select a payment method')).toBeVisible();
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
  await checkout.completeShipping('Bengaluru', '560001', 'Karnataka');
  await checkout.applyPromo('save10');
  await expect(page.getByText(/^Promo code applied: .+!$/)).toBeVisible();
  await expect(checkout.summary('discount')).toBeVisible();
  const subtotal = rupees(await checkout.summary('subtotal').textContent());
  expect(rupees(await checkout.summary('discount').textContent())).toBeCloseTo(subtotal * 0.1, 1);
  await page.getByLabel('Use wallet balance').check();
  await expect(checkout.summary('wallet')).toHaveText('−₹500.00');

  // Payment is required while something is payable.
  await checkout.placeOrder();
  await expect(page.getByRole('radio', { name: 'Card' })).toBeFocused();
  await expect(page.getByText('Please select a payment method')).toBeVisible();
  // The method only: the UPI id is typed on the payment page (the test gateway's), never here.
  await checkout.chooseMethod('GPay');
  await expect(page.getByLabel(/UPI ID/)).toHaveCount(0);
  const payable = await checkout.summary('payable').textContent();
  const baseTotal = await checkout.summary('base-total').textContent();
  await checkout.placeOrder();
  // The payment page asks for the UPI id with the spec's message, then pays.
  const hosted = new HostedPaymentPage(page);
  await hosted.expectOpen();
  await page.getByRole('radio', { name: 'GPay' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Please enter your UPI ID')).toBeVisible();
  await hosted.payByUpi('GPay', 'kavya@okgpay');

  // Back at the confirmation with the server's figures, paid.
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(page.getByTestId('payment-state')).toContainText('Paid');
  await expect(page.getByTestId('confirmation-items')).toContainText(first);
  await expect(page.getByTestId('confirmation-items')).toContainText(second);
  await expect(page.getByTestId('summary-payable')).toHaveText(payable ?? '');
  await expect(page.getByTestId('confirmation-payment')).toHaveText('GPay');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // My Orders: the order is Pending; cancel it.
  await page.goto('/orders');
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await expect(row).toContainText(baseTotal ?? '');
  await expect(page.getByTestId('orders-wallet')).toContainText('₹0.00');
  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  // The dialog shows the server's preview of the fee and the refund.
  await expect(dialog).toContainText(
    /A cancellation fee of ₹[\d,.]+ is kept and ₹[\d,.]+ is refunded to your wallet\./,
  );
  const preview = /and (₹[\d,.]+) is refunded/.exec((await dialog.textContent()) ?? '')?.[1];
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  const toast = page.getByText(/^Order cancelled\. ₹[\d,.]+ refunded to your wallet\.$/);
  await expect(toast).toBeVisible();
  const refunded = /₹[\d,.]+/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
  // The server keeps 18% of the order total and refunds the rest.
  expect(rupees(refunded)).toBeCloseTo(rupees(baseTotal) * 0.82, 1);
  expect(refunded).toBe(preview);
  await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The refund is in the wallet (the 500 top-up was spent on the order).
  await wallet.open();
  await expect(wallet.balance()).toHaveText(refunded);
  await expect(page.getByTestId('transaction').first()).toContainText('Refund for cancelled order');

  // Notifications: the order and its cancellation; one can be deleted after a confirmation.
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').first()).toContainText('was cancelled');
  await expect(page.getByTestId('notification')).toHaveCount(2);
  await page.getByTestId('notification').first().getByRole('button', { name: 'Delete notification' }).click();
  await page
    .getByRole('dialog', { name: 'Delete notification' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('notification')).toHaveCount(1);
});

test("Place order before the shopper's details have come says to wait, and marks nothing invalid @phone", async ({
  page,
  request,
}, info) => {
  const { email, password, token } = await registerShopper(request, 'Ira Menon');
  const list = (await (await request.get('/api/products')).json()) as { _id: string; stock: number }[];
  const product = list.find((p) => p.stock > 0)!;
  await addToCart(request, token, product._id);
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);

  // The address book is held back until the journey lets it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'Addresses',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/cart');
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByText('Loading your details...')).toBeVisible();
  const place = page.getByTestId('place-order');
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  // Still pressable (aria-disabled keeps it focusable), from the keyboard as a shopper would.
  await place.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your details and totals are still loading, please wait...')).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
  await page.screenshot({ path: `/tmp/commerce-shots/checkout-loading-${info.project.name}.png` });

  release();
  const shippingForm = page.getByRole('form', { name: 'Shipping details' });
  await expect(shippingForm).toBeVisible();
  await expect(place).not.toHaveAttribute('aria-disabled');
  await place.click();
  await expect(shippingForm.getByLabel('City')).toBeFocused();
  await expect(shippingForm.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
});

test('logged out, the cart and checkout ask for a login', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Please log in to view your cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/buy');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to place an order')).toBeVisible();
  await page.goto('/order-confirmation');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('No order data found. Please place an order.')).toBeVisible();
});

test('an admin moves an order to Delivered, the shopper asks for a return, the admin confirms it @global', async ({
  page,
  browser,
  request,
}) => {
  // Set-up through the API: a shopper with wallet funds and one order paid from the wallet.
  const gql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
    callGql<T>(request, query, variables, token);
  const email = `returns.${Date.now()}@example.com`;
  const password = 'Journey#2026';
  await gql(`mutation ($i: RegisterInput!) { register(input: $i) { message } }`, {
    i: {
      name: 'Ravi Menon',
      email,
      mobileNumber: '9123456780',
      address: '3 Park St',
      password,
      confirmPassword: password,
    },
  });
  await gql(`mutation ($i: VerifyCodeInput!) { verifyRegistration(input: $i) { message } }`, {
    i: { email, otp: await codeFromMail(email) },
  });
  const { login } = await gql<{ login: { token: string } }>(
    `mutation ($i: LoginInput!) { login(input: $i) { token } }`,
    { i: { email, password } },
  );
  const { products } = await gql<{ products: { edges: { node: { id: string } }[] } }>(
    `{ products(first: 1, stock: IN) { edges { node { id } } } }`,
  );
  // Wallet funds come through the test gateway: its page's form, then the signed return.
  const { addFunds } = await gql<{ addFunds: { payment: { url: string } } }>(
    `mutation { addFunds(amount: 100000) { payment { url } } }`,
    {},
    login.token,
  );
  const paid = await request.post(addFunds.payment.url, {
    form: { method: 'card', cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' },
    maxRedirects: 0,
  });
  const back = new URL(paid.headers()['location']!, 'http://shop.invalid').searchParams;
  await gql(
    `mutation ($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { state } }`,
    {
      i: {
        paymentId: back.get('payment'),
        providerOrderId: back.get('provider_order_id'),
        providerPaymentId: back.get('provider_payment_id'),
        signature: back.get('signature'),
      },
    },
    login.token,
  );
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string } } }>(
    `mutation ($i: PlaceOrderInput!, $k: String!) { placeOrder(input: $i, idempotencyKey: $k) { order { id } } }`,
    {
      k: `e2e-${Date.now()}`,
      i: {
        items: [{ productId: products.edges[0]!.node.id, quantity: 1 }],
        shipping: {
          name: 'Ravi Menon',
          phone: '9123456780',
          email,
          address: '3 Park St',
          city: 'Kolkata',
          postalCode: '700016',
          stateCode: '19',
        },
        useWallet: true,
        payment: { method: 'WALLET' },
      },
    },
    login.token,
  );

  // The admin finds the order and moves it along.
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The overview shows the server's figures (no invented trends) and this order among the newest.
  const stat = (id: string) => page.getByTestId(`stat-${id}`);
  await expect(stat('sales')).toContainText(/Total Sales\s*₹[1-9][\d,]*\.\d{2}/);
  await expect(stat('orders')).toContainText(/Total Orders\s*[1-9]/);
  await expect(stat('products')).toContainText(/Products\s*[1-9]/);
  await expect(stat('customers')).toContainText(/Total Customers\s*[1-9][\d,]*\s*[1-9][\d,]* verified/);
  await expect(page.getByTestId('overview-stats')).not.toContainText('from last month');
  await expect(page.getByTestId('recent-product-row')).toHaveCount(5);
  const recent = page.getByTestId('recent-order-row').first();
  await expect(recent).toContainText(`#${placeOrder.order.id.slice(0, 8).toUpperCase()}`);
  await expect(recent).toContainText('Ravi Menon');
  await expect(recent.getByTestId('order-status')).toHaveText('Pending');
  await recent.getByRole('button', { name: /^View order/ }).click();
  await expect(page.getByTestId('order-details')).toContainText(email);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-details')).toBeHidden();

  await page.goto('/dashboard?tab=orders');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await expect(page.getByTestId('orders-summary')).toContainText('Average order value');
  const dateHeader = page.getByRole('columnheader', { name: /Date/ });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: /^Amount/ }).click();
  await expect(page.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByTestId('admin-order-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: /^Edit order/ })).toBeDisabled();
  for (const next of ['Processing', 'Shipped', 'Delivered']) {
    await row.getByRole('button', { name: new RegExp(`^Mark ${next}:`) }).click();
    await page
      .getByRole('dialog', { name: 'Change order status' })
      .getByRole('button', { name: `Mark ${next}` })
      .click();
    await expect(row.getByTestId('order-status')).toHaveText(next);
  }
  await row.getByRole('button', { name: /^View order/ }).click();
  await expect(page.getByTestId('order-details')).toContainText(email);
  await page.getByTestId('order-details').getByRole('button', { name: 'Close' }).click();

  // The shopper asks for a return (a reason is required).
  const shopper = await browser.newPage();
  await new LoginPage(shopper).logIn(email, password);
  await expect(shopper).toHaveURL(/\/$/);
  await shopper.goto('/orders');
  const mine = shopper.getByTestId('order-row').first();
  await expect(mine.getByTestId('order-status')).toHaveText('Delivered');
  await mine.getByRole('button', { name: 'Return' }).click();
  const dialog = shopper.getByRole('dialog', { name: /Return order/ });
  await expect(dialog.getByRole('link', { name: 'Reorder Different Product' })).toHaveAttribute(
    'href',
    '/products',
  );
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByText('Please select a reason for the return')).toBeVisible();
  await dialog.getByLabel('Reason for return').selectOption({ label: 'Defective Product' });
  await dialog.getByLabel('Details (optional)').fill('The left earcup crackles.');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(mine.getByTestId('order-status')).toHaveText('Return Requested');
  await shopper.close();

  // The admin confirms the return; the order is Returned.
  await page.reload();
  await page.getByLabel('Search orders').fill(email);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('Return Requested');
  await row.getByRole('button', { name: 'Confirm Return' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm return' })
    .getByRole('button', { name: 'Confirm Return' })
    .click();
  await expect(
    page.getByText(/^Return confirmed\. ₹[\d,.]+ refunded to the customer's wallet\.$/),
  ).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText('Returned');
});
