import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql } from './support/graphql.js';
import { registerShopper } from './support/shoppers.js';

/**
 * The home page, the listing and product pages arrive rendered by the server (issue 10: a phone paints the page
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

  test('the home page, the listing and a product page show their content @phone', async ({ page }) => {
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

    // A product page, from the listing's link: the product, its price and its reviews.
    const name = (await cards.first().getByRole('heading').innerText()).trim();
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Rupee Shop`);
    await expect(page.getByTestId('price')).toContainText('₹');
    await expect(page.getByRole('heading', { name: /reviews/i }).first()).toBeVisible();
  });
});

test.describe('a visitor far from India', () => {
  // Dates rendered on the server are in the shop's zone (UTC+5:30); this browser is at UTC-10.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('the browser takes the pages over: no refetch, no mismatch, and they work @phone', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const queries: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql') queries.push(r.url());
    });

    // A product with reviews (rated): their dates are what differs between India and here.
    const rated = await gql<{ products: { edges: { node: { id: string } }[] } }>(
      request,
      '{ products(first: 1, minRating: 1) { edges { node { id } } } }',
    );
    const product = `/products/${rated.products.edges[0]!.node.id}`;
    for (const path of ['/', '/products', '/products?q=phone', product]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await hydrationMismatches(page), path).toEqual([]);
    }
    // Every answer came with the page.
    expect(queries).toEqual([]);
    expect(errors).toEqual([]);
    // The product page's reviews, once the page is the browser's, are dated in the visitor's zone.
    const dates = page.getByTestId('review-list').locator('time');
    await expect(dates.first()).toBeVisible();
    for (const time of await dates.all()) {
      const [iso, shown] = [await time.getAttribute('datetime'), await time.innerText()];
      const local = await page.evaluate(
        (d) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(d)),
        iso!,
      );
      expect(shown, iso!).toBe(local);
    }

    // Hydrated: the listing's controls and links work.
    await page.goto('/products');
    const first = page.getByTestId('product-card').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/** A new shopper, signed in in this browser as the app keeps a session (local storage). */
async function signIn(page: Page, request: APIRequestContext, name: string): Promise<void> {
  const shopper = await registerShopper(request, name);
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
}

test('a signed-in shopper gets the rendered page, then their own header @phone', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await signIn(page, request, 'Prerender Priya');
  await page.goto('/');
  const menu = page.getByTestId('profile-menu-button');
  if (await page.getByRole('button', { name: 'Open menu' }).isVisible())
    await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toContainText('Prerender Priya');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

const APP_CODE = /\/assets\/shop-[\w-]+\.js$/;

/** Holds the app's code back until `release` is called (the rendered page is shown meanwhile). */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated the first element matching `selector`. */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel);
    return Boolean(element && Object.keys(element).some((k) => k.startsWith('__reactProps')));
  }, selector);

/** Whether the app has taken the listing over (React has hydrated its first card's link). */
const appStarted = (page: Page) => hydrated(page, '[data-testid="product-card"] a');

test("before the app runs, the listing's controls wait for it and the search box still searches @phone", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // A choice made now would show and do nothing: the controls are disabled until the app runs.
  await expect(page.getByLabel('Sort by')).toBeDisabled();
  await expect(page.getByLabel('In stock only')).toBeDisabled();
  // The search box is a plain form to the listing meanwhile.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('kurta');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=kurta$/);
  await expect(page.getByRole('heading', { name: 'Results for “kurta”' })).toBeVisible();
  release();
  await expect(page.getByLabel('Sort by')).toBeEnabled();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
});

test('a search typed before the app runs stays in the box and searches once it has @phone', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('kurta');
  release();
  // The app takes the page over with the typed term still in the box, and Enter searches for it.
  await expect.poll(() => hydrated(page, 'form[role="search"] input')).toBe(true);
  await page.waitForTimeout(300);
  await expect(search).toHaveValue('kurta');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=kurta$/);
  await expect(page.getByRole('heading', { name: 'Results for “kurta”' })).toBeVisible();
});

test('buttons tapped before the app runs are pressed once it has, in order: a quantity, then Add to cart once however often @phone', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'Early Tapper');
  // One with stock to spare (two go in the cart).
  const found = await gql<{ products: { edges: { node: { id: string; name: string; stock: number } }[] } }>(
    request,
    '{ products(first: 20, inStock: true) { edges { node { id name stock } } } }',
  );
  const product = found.products.edges.map((e) => e.node).find((p) => p.stock >= 10)!;
  const release = await holdAppCode(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The quantity raised once, then Add to cart tapped three times, while the app's code is still on
  // its way.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const add = page.getByTestId('add-to-cart');
  for (let i = 0; i < 3; i++) await add.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await page.waitForTimeout(300);
  await expect(drawer).toHaveCount(0);
  release();
  // Pressed again, in order, once the page is the app's, as the signed-in shopper: two of it, once.
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('status')).toContainText(`Item added to cart: ${product.name}`);
  await expect(drawer.getByTestId('mini-cart-subtotal')).toContainText('Subtotal (2 items)');
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
});

test('a page whose visitor is already leaving does not start the app over the navigation @phone', async ({
  page,
}) => {
  // A tap on a link of the painted page, before the app has run, starts the browser's navigation:
  // the app need not start any more. Its code is held back here, the page is told the visitor is
  // leaving, and then the code arrives.
  const release = await holdAppCode(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    window.dispatchEvent(new Event('beforeunload'));
    // The page's own load may finish while the browser goes to the next page: its first
    // `pageshow` (not from the back-forward cache) does not mean the visitor stayed.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  });
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(await appStarted(page)).toBe(false);
  // Still here after all (the navigation was stopped): the app starts with the next visit.
  await page.unroute(APP_CODE);
  await page.goto('/products');
  await expect.poll(() => appStarted(page)).toBe(true);
});

test('the app takes over a page the visitor has already scrolled, where it is @phone', async ({ page }) => {
  // The first product cards are below the fold on a phone: a visitor scrolls to them, and the app,
  // arriving, must not scroll the page back to the top under their finger.
  const release = await holdAppCode(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expect.poll(() => appStarted(page)).toBe(true);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  // A route change still starts at the top.
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('price-note')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
