import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { addToCart, registerShopper } from './support/shoppers.js';

/** Storefront fixes of issue 11: honest tax wording, layout points, listing sort and filters, reviews. */

test('prices say GST is added at checkout, never that tax is included', async ({ page }) => {
  await page.goto('/products');
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('price-note')).toHaveText('+ 18% GST at checkout · Free shipping');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('18% GST is added at checkout');
  for (const path of ['/', '/products', '/about', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/inclusive of|taxes included|incl\. (of )?tax/i);
  }
});

test('the home page has one link row (the footer), and the navbar search shows the current term @phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'About Rupee Shop' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: /search products/i });
  await expect(search).toHaveValue('');
  await page.goto('/products?q=kurta');
  await expect(search).toHaveValue('kurta');
  await page.goto('/products?q=cotton%20saree&category=Fashion');
  await expect(search).toHaveValue('cotton saree');
  await page.getByRole('link', { name: 'Rupee Shop home' }).click(); // client-side navigation: the box must follow the URL
  await expect(page).toHaveURL(/\/$/);
  await expect(search).toHaveValue('');
  await page.goBack();
  await expect(search).toHaveValue('cotton saree');
});

test("the cart's + stops at the stock limit, and one toast stands for repeated messages", async ({
  page,
  request,
}) => {
  const { email, password, token } = await registerShopper(request, 'Kavya Iyer');
  const list = (await (await request.get('/api/products')).json()) as {
    _id: string;
    name: string;
    stock: number;
  }[];
  const product = list.filter((p) => p.stock > 1).sort((a, b) => a.stock - b.stock)[0]!;
  await addToCart(request, token, product._id, product.stock - 1);

  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: product.name });
  const plus = line.getByRole('button', { name: `Increase quantity of ${product.name}` });
  const minus = line.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  await expect(line.getByTestId('cart-quantity')).toHaveValue(String(product.stock - 1));
  await expect(plus).toBeEnabled();

  await plus.click();
  await expect(line.getByTestId('cart-quantity')).toHaveValue(String(product.stock));
  await expect(plus).toBeDisabled();
  await expect(line.getByTestId('cart-line-limit')).toHaveText(`Only ${product.stock} in stock`);

  // Two updates in a row: one 'Quantity updated' toast, not a stack of them.
  await minus.click();
  await expect(line.getByTestId('cart-quantity')).toHaveValue(String(product.stock - 1));
  await expect(plus).toBeEnabled();
  await plus.click();
  await expect(plus).toBeDisabled();
  await expect(page.getByTestId('toast').filter({ hasText: 'Quantity updated' })).toHaveCount(1);
});

test('the listing sorts and filters on the server, and the URL keeps the choices @phone', async ({
  page,
}) => {
  const rupees = async () =>
    (await page.getByTestId('product-card-price').allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, '')),
    );
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(async () => {
    const prices = await rupees();
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  await page.getByLabel('Min price (₹)').fill('1000');
  await page.getByLabel('Max price (₹)').fill('5000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=1000&maxPrice=5000/);
  await expect(async () => {
    const prices = await rupees();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 1000 && p <= 5000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  await page.getByLabel('In stock only').check();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: 'Out of stock' })).toHaveCount(0);

  // A bad range is caught before it is sent.
  await page.getByLabel('Min price (₹)').fill('900');
  await page.getByLabel('Max price (₹)').fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The minimum price cannot be more than the maximum')).toBeVisible();
  await expect(page).toHaveURL(/minPrice=1000/);

  // The URL is the state: a reload shows the same choices and results.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_ASC');
  await expect(page.getByLabel('Min price (₹)')).toHaveValue('1000');
  await expect(page.getByLabel('In stock only')).toBeChecked();

  await page.getByLabel('Rating').selectOption('4');
  await expect(page).toHaveURL(/minRating=4/);
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/products\?sort=PRICE_ASC$/);
  await expect(page.getByLabel('In stock only')).not.toBeChecked();
});

test('a product page sums up its ratings and marks reviewers who bought it', async ({ page }) => {
  // The demo catalog comes with reviews: the listing no longer shows (0) everywhere.
  await page.goto('/products?sort=RATING');
  const first = page.getByTestId('product-card').first();
  await expect(first).toBeVisible();
  await expect(first).not.toContainText('(0)');
  await first.getByRole('heading').getByRole('link').click();

  const summary = page.getByTestId('rating-summary');
  await expect(summary).toBeVisible();
  const total = Number((await page.getByTestId('rating-summary-count').textContent())!.match(/\d+/)![0]);
  let sum = 0;
  for (const stars of [5, 4, 3, 2, 1]) {
    const bar = page.getByTestId(`rating-bar-${stars}`);
    await expect(bar).toContainText(`${stars} star`);
    sum += Number((await bar.getByTestId('rating-bar-count').textContent())!.match(/\d+/)![0]);
  }
  expect(sum).toBe(total);
  await expect(page.getByTestId('review-list').locator('li')).toHaveCount(total);
  // Demo reviewers have no account, so none of them is marked as a buyer.
  await expect(page.getByTestId('verified-buyer')).toHaveCount(0);
});

test('static copy promises only what the shop does (no express delivery, no one-click cancel)', async ({
  page,
}) => {
  const promisesNotKept =
    /express|offered at checkout|one click|payment partners|couriers try|packed the same day|unsubscribe from the newsletter from any/i;
  for (const path of ['/', '/about', '/faqs', '/privacy', '/shipping', '/returns', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(promisesNotKept);
  }
  await page.goto('/faqs');
  await page.getByText('How much does shipping cost?').click();
  await expect(page.getByRole('main')).toContainText('Delivery takes 3–7 business days');
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText('support chat');
  await expect(page.getByRole('main')).toContainText('address book');
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'Follow it live' })).toBeVisible();
});

test('listing cards: a quick Add to cart; logged out, the card keeps its size @phone', async ({
  page,
  request,
}, info) => {
  await page.goto('/products');
  const card = page.getByTestId('product-grid').locator('li').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const quickAdd = card.getByRole('button', { name: `Add to cart: ${name}` });
  await expect(quickAdd).toBeVisible();
  await expect(card.getByRole('button', { name: /^Buy now/ })).toHaveCount(0);
  const before = (await card.boundingBox())!;
  await quickAdd.click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Please log in to add items to cart' }),
  ).toBeVisible();
  const after = (await card.boundingBox())!;
  expect(after.height).toBe(before.height);

  const { email, password } = await registerShopper(request, 'Neha Rao');
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/products?stock=IN');
  const inStock = page.getByTestId('product-grid').locator('li').first();
  await inStock.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByTestId('mini-cart').getByText('Item added to cart')).toBeVisible();
  await page.keyboard.press('Escape');
  if (info.project.name === 'desktop')
    await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
});

test('checkout on a phone: the stepper fits, a toast never covers Place order, the − stays with its amount @phone', async ({
  page,
  request,
}, info) => {
  const { email, password, token } = await registerShopper(request, 'Neha Rao');
  const list = (await (await request.get('/api/products')).json()) as {
    _id: string;
    stock: number;
    price: number;
  }[];
  const product = list.filter((p) => p.stock > 0).sort((a, b) => b.price - a.price)[0]!;
  await addToCart(request, token, product._id);
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cart');
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/buy$/);

  const stepper = page.getByRole('navigation', { name: 'Checkout progress' });
  await expect(stepper).toBeVisible();
  const fits = await stepper.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Promo code applied' });
  await expect(toast).toBeVisible();
  const button = page.getByTestId('place-order');
  await button.scrollIntoViewIfNeeded();
  const a = (await toast.boundingBox())!;
  const b = (await button.boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap).toBe(false);

  const discount = page.getByTestId('summary-discount');
  await expect(discount).toContainText('−₹');
  // The sign and the amount sit on one line (one line box for the value's text).
  const lineTops = await discount.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lineTops).toBe(1);
  await page.screenshot({ path: `/tmp/storefront-shots/checkout-toast-${info.project.name}.png` });
});

test('each product kind has its own art, and the product page has a small gallery @phone', async ({
  page,
  request,
}, info) => {
  await page.goto('/products?q=Rockerz');
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rockerz');
  const views = page.getByRole('list', { name: 'Product views' }).getByRole('button');
  await expect(views).toHaveCount(3);
  const image = page.getByTestId('gallery-image');
  await expect(image).toHaveAttribute('src', /seed-.*\.webp$/);
  await expect(views.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await views.nth(1).click();
  await expect(views.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(image).toHaveAttribute('src', /-view2\.webp$/);
  await expect(image).toHaveAttribute('alt', /view 2 of 3$/);
  for (const n of [2, 3]) {
    const src = (await image.getAttribute('src'))!.replace(/-view\d\.webp$/, `-view${n}.webp`);
    const res = await request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/webp');
  }
  await page.screenshot({ path: `/tmp/storefront-shots/gallery-${info.project.name}.png` });
  await page.goto('/products');
  await page.screenshot({ path: `/tmp/storefront-shots/listing-${info.project.name}.png` });
});

test('dashboard titles are not cut off on a phone @phone', async ({ page }, info) => {
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const tab of ['overview', 'orders', 'products', 'chat']) {
    await page.goto(`/dashboard?tab=${tab}`);
    const titles = page.getByRole('main').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    const cut = await titles.evaluateAll((els) =>
      els
        .filter((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return (
            el.scrollWidth > el.clientWidth + 1 ||
            box.right > document.documentElement.clientWidth + 1 ||
            style.textOverflow === 'ellipsis'
          );
        })
        .map((el) => el.textContent),
    );
    expect(cut, `cut-off titles on ${tab}`).toEqual([]);
    await page.screenshot({ path: `/tmp/storefront-shots/dashboard-${tab}-${info.project.name}.png` });
  }
});
