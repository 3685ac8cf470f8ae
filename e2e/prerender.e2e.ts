import { expect, test, type Page } from '@playwright/test';
import { registerShopper } from './support/shoppers.js';

/**
 * The home page and the listing arrive rendered by the server (issue 10: a phone paints the page
 * before the JavaScript has run), and the browser takes them over without a flash, a refetch or a
 * mismatch.
 */

/** Console errors and uncaught exceptions (React reports a failed hydration as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Elements whose attributes differ from the props React hydrated them with. React does not patch
 * attributes while hydrating, so a tree that differs from the server's (a `useId` in another
 * place, say) would leave labels pointing at ids that no longer exist: this finds it.
 */
function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const attrs: [string, string][] = [
      ['id', 'id'],
      ['htmlFor', 'for'],
      ['className', 'class'],
      ['href', 'href'],
    ];
    for (const el of Array.from(document.querySelectorAll('#root *'))) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps'));
      if (!key) continue;
      const props = (el as unknown as Record<string, Record<string, unknown>>)[key]!;
      const names = [
        ...attrs,
        ...Object.keys(props)
          .filter((p) => p.startsWith('aria-'))
          .map((p) => [p, p]),
      ];
      for (const [prop, attr] of names as [string, string][]) {
        const value = props[prop];
        if (typeof value === 'string' && el.getAttribute(attr) !== value)
          found.push(`${el.tagName.toLowerCase()} ${attr}: "${el.getAttribute(attr)}" vs "${value}"`);
      }
    }
    return found;
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the listing show their content @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByText('Loading Rupee Shop...')).toHaveCount(0);

    await page.goto('/products?category=Fashion');
    await expect(page).toHaveTitle('Fashion products | Rupee Shop');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('₹');
  });
});

test('the browser takes the pages over: no refetch, no mismatch, and they work @phone', async ({ page }) => {
  const errors = collectErrors(page);
  const queries: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') queries.push(r.url());
  });

  for (const path of ['/', '/products', '/products?q=phone']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await hydrationMismatches(page), path).toEqual([]);
  }
  // Every answer came with the page.
  expect(queries).toEqual([]);
  expect(errors).toEqual([]);

  // Hydrated: the listing's controls and links work.
  await page.goto('/products');
  const first = page.getByTestId('product-card').first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in shopper gets the rendered page, then their own header @phone', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const shopper = await registerShopper(request, 'Prerender Priya');
  const login = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.goto('/about');
  await page.evaluate(
    ({ user, token }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
    },
    { user, token },
  );
  await page.goto('/');
  const menu = page.getByTestId('profile-menu-button');
  if (await page.getByRole('button', { name: 'Open menu' }).isVisible())
    await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toContainText('Prerender Priya');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page whose visitor is already leaving does not start the app over the navigation @phone', async ({
  page,
}) => {
  // A tap on a link of the painted page, before the app has run, starts the browser's navigation:
  // the app need not start any more. Its code is held back here, the page is told the visitor is
  // leaving, and then the code arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shop-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const started = () =>
    page.evaluate(() => {
      const link = document.querySelector('[data-testid="product-card"] a');
      return Boolean(link && Object.keys(link).some((k) => k.startsWith('__reactProps')));
    });
  expect(await started()).toBe(false);
  // Still here after all (the navigation was stopped): the app starts with the next visit.
  await page.unroute(/\/assets\/shop-[\w-]+\.js$/);
  await page.goto('/products');
  await expect.poll(started).toBe(true);
});

test('the app takes over a page the visitor has already scrolled, where it is @phone', async ({ page }) => {
  // The first product cards are below the fold on a phone: a visitor scrolls to them, and the app,
  // arriving, must not scroll the page back to the top under their finger.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shop-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const link = document.querySelector('[data-testid="product-card"] a');
        return Boolean(link && Object.keys(link).some((k) => k.startsWith('__reactProps')));
      }),
    )
    .toBe(true);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  // A route change still starts at the top.
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('price-note')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
