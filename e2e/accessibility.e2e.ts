import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LoginPage, openMobileNav } from './pages/auth.js';
import { audit, describe, type Finding } from './support/axe.js';
import { codeFromMail } from './support/mailbox.js';

/**
 * The accessibility gate: every main screen, at desktop and phone size, must have no serious or
 * critical WCAG 2.1 A/AA violation that axe can detect, and the keyboard basics must work.
 */

/** Waits until the screen shows its content (no loading spinner left, the ready marker visible). */
async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  // Let entrance transitions finish so colours are measured as people see them (endless ones,
  // such as a spinner inside a button, are left running).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, name });

interface Shopper {
  email: string;
  token: string;
  user: Record<string, unknown>;
}

async function post(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await request.post(path, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

/** A verified shopper with wallet money, one placed order and one product left in the cart. */
async function shopperWithHistory(request: APIRequestContext, productIds: string[]): Promise<Shopper> {
  const email = `a11y.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'Access#2026';
  await post(request, '/api/auth/register', {
    name: 'Anika Bose',
    mobileNumber: '9123456780',
    email,
    address: '12 Park Street, Kolkata',
    password,
    confirmPassword: password,
  });
  await post(request, '/api/auth/verify-otp', { email, otp: await codeFromMail(email) });
  const { token, user } = (await post(request, '/api/auth/login', { email, password })) as {
    token: string;
    user: Record<string, unknown>;
  };
  // A top-up is a payment: paid by card on the test gateway's page, then confirmed by its signed return.
  const credit = (await post(request, '/api/wallet/credit', { amount: 250, description: 'Gift' }, token)) as {
    payment: { url: string };
  };
  const paid = await request.post(credit.payment.url, {
    form: { method: 'card', cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' },
    maxRedirects: 0,
  });
  const back = new URL(paid.headers().location!, 'http://shop.local').searchParams;
  await post(
    request,
    '/graphql',
    {
      query: 'mutation($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { state } }',
      variables: {
        input: {
          paymentId: back.get('payment'),
          providerOrderId: back.get('provider_order_id'),
          providerPaymentId: back.get('provider_payment_id'),
          signature: back.get('signature'),
        },
      },
    },
    token,
  );
  await post(
    request,
    '/api/orders/send-confirmation',
    {
      items: [{ _id: productIds[1], quantity: 1 }],
      formData: {
        name: 'Anika Bose',
        phone: '9123456780',
        email,
        address: '12 Park Street',
        city: 'Kolkata',
        postalCode: '700016',
        stateCode: '19',
        paymentMethod: 'upi',
        upiId: 'anika@okaxis',
        upiProvider: 'GPay',
      },
      useWallet: true,
    },
    token,
  );
  await post(request, '/api/cart/add', { productId: productIds[0], quantity: 1 }, token);
  return { email, token, user };
}

async function signInAs(page: Page, shopper: Shopper) {
  await page.goto('/about');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', token);
  }, shopper);
}

test('every main screen passes the WCAG 2.1 AA axe checks, for visitors, shoppers and admins @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const findings: Finding[] = [];
  const check = async (screen: string, ready: Locator) => {
    await settle(page, ready);
    findings.push(...(await audit(page, screen)));
  };
  const visit = async (path: string, ready: (p: Page) => Locator) => {
    await page.goto(path);
    await check(path, ready(page));
  };

  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  expect(products.length).toBeGreaterThan(1);
  const productIds = products.map((p) => p._id);

  // Visitors. Text typed into a field is checked too (an empty field has no text to measure).
  await visit('/', (p) => p.getByTestId('product-card').first());
  await page.getByTestId('newsletter-form').getByRole('textbox').fill('reader@example.com');
  await check('/ (newsletter address typed)', page.getByTestId('newsletter-form'));
  await visit('/products', (p) => p.getByTestId('product-card').first());
  await visit('/products?q=head', (p) => h1(p));
  await visit(`/products/${productIds[0]}`, (p) => p.getByTestId('price'));
  await visit('/login', (p) => h1(p));
  await page.getByRole('button', { name: 'Login' }).click();
  await check('/login (errors shown)', page.getByText('Please enter your email and password.').first());
  await visit('/register', (p) => p.getByRole('form', { name: 'Account details' }));
  await visit('/forgot-password', (p) => h1(p));
  await visit('/about', (p) => h1(p));
  await visit('/contact', (p) => h1(p));
  await visit('/faqs', (p) => h1(p));
  await visit('/privacy', (p) => h1(p));
  await visit('/no-such-page-here', (p) => h1(p));
  const menuToggle = page.getByRole('button', { name: 'Open menu' });
  if (await menuToggle.isVisible()) {
    await menuToggle.click();
    await check('phone navigation open', page.getByRole('link', { name: 'Login', exact: true }));
  }

  // A shopper with history.
  const shopper = await shopperWithHistory(request, productIds);
  await signInAs(page, shopper);
  await visit('/cart', (p) => p.getByTestId('cart-line').first());
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/buy$/);
  await check('/buy', page.getByTestId('summary-payable'));
  await visit('/orders', (p) => p.getByTestId('order-row').first());
  await visit('/wallet', (p) => p.getByTestId('transaction').first());
  await visit('/notifications', (p) => p.getByTestId('notification').first());
  await visit('/user-details', (p) => p.getByTestId('user-details'));
  await openMobileNav(page);
  await page.getByTestId('profile-menu-button').click();
  await check('profile menu open', page.getByRole('link', { name: 'My Orders' }));

  // The admin.
  await page.evaluate(() => localStorage.clear());
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await check('/dashboard', h1(page));
  await visit('/dashboard?tab=orders', (p) => p.getByTestId('admin-order-row').first());
  await visit('/admin/products', (p) => p.getByTestId('admin-product-row').first());
  await page.getByTestId('add-product').click();
  const modal = page.getByTestId('product-form-modal');
  await check('/admin/products (Add product)', modal.getByRole('heading', { name: 'Add product' }));
  await modal.getByRole('button', { name: 'Add product' }).click();
  await check('/admin/products (Add product, errors shown)', modal.getByText('Product name is required'));

  expect(findings, `Serious or critical accessibility violations:\n${describe(findings)}`).toEqual([]);
});

test('the home carousel keeps its words readable while a new slide comes in @phone', async ({ page }) => {
  await page.goto('/');
  await settle(page, page.getByRole('button', { name: 'Next slide' }));
  for (let slide = 0; slide < 3; slide++) {
    await page.getByRole('button', { name: 'Next slide' }).click();
    // Stop the entrance a third of the way in, as a reader (or Lighthouse) may catch it.
    await page.evaluate(() =>
      document.getAnimations().forEach((a) => {
        a.pause();
        a.currentTime = 120;
      }),
    );
    expect(await audit(page, `home carousel, slide ${slide + 2} coming in`)).toEqual([]);
  }
});

test('keyboard basics: the skip link comes first and the profile menu opens and closes from the keyboard @phone', async ({
  page,
  request,
}) => {
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const shopper = await shopperWithHistory(
    request,
    products.map((p) => p._id),
  );
  await signInAs(page, shopper);
  await page.goto('/products');
  await settle(page, page.getByTestId('product-card').first());

  // The first Tab from the top of the page reaches the skip link; activating it moves focus to main.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The profile menu: Enter opens it, Escape closes it and gives focus back to its button.
  await openMobileNav(page);
  const button = page.getByTestId('profile-menu-button');
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const wallet = page.getByRole('link', { name: 'Wallet' });
  await expect(wallet).toBeVisible();
  // Tab moves into the menu; Escape from inside closes it and returns to the button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'User Details' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(wallet).toBeHidden();
  await expect(button).toBeFocused();
});
