import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { audit } from './support/axe.js';
import { gql } from './support/graphql.js';
import { registerShopper } from './support/shoppers.js';

/**
 * The mini cart (issue 11): "Add to cart" on a listing card and on the product page opens a drawer
 * with the cart's lines, subtotal, View cart and Checkout, without leaving the page. Focus is
 * trapped in it, Escape closes it and focus goes back to the button.
 */
test('Add to cart opens the mini cart on cards and the product page @phone', async ({
  page,
  request,
}, info) => {
  const shots = `/tmp/categories-shots/mini-cart-${info.project.name}`;
  const { email, password } = await registerShopper(request, 'Kavya Iyer');
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);

  // Two of the newest products with stock to spare (six of the second go in the cart): other
  // journeys leave products with only a few left.
  const newest = await gql<{ products: { edges: { node: { name: string; stock: number } }[] } }>(
    request,
    '{ products(first: 12, inStock: true) { edges { node { name stock } } } }',
  );
  const [first, secondName] = newest.products.edges
    .map((e) => e.node)
    .filter((p) => p.stock >= 10)
    .map((p) => p.name);
  const cardOf = (name: string) =>
    page
      .getByTestId('product-grid')
      .locator('li')
      .filter({ has: page.getByRole('link', { name, exact: true }) });

  // A listing card's quick add.
  await page.goto('/products?stock=IN');
  const card = cardOf(first!);
  const quickAdd = card.getByRole('button', { name: `Add to cart: ${first}` });
  await quickAdd.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/products\?stock=IN/);
  await expect(drawer.getByRole('status')).toContainText(`Item added to cart: ${first}`);
  await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByTestId('mini-cart-subtotal')).toContainText('Subtotal (1 item)');
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeFocused();
  // Focus stays inside: Tab never reaches the page behind (the native dialog makes it inert; past
  // the last control focus goes to the browser's own UI, seen here as the body).
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const inside = await drawer.evaluate(
      (d) => d.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  await page.screenshot({ path: `${shots}-card.png` });
  expect(await audit(page, 'Mini cart')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(quickAdd).toBeFocused();

  // The product page: two more of another product; the drawer lists both lines.
  await cardOf(secondName!).getByRole('link', { name: secondName!, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  const url = page.url();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByTestId('add-to-cart').click();
  await expect(drawer).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByTestId('mini-cart-subtotal')).toContainText('Subtotal (3 items)');
  await page.screenshot({ path: `${shots}-product.png` });

  // Close with the close button, then View cart leads to the cart page.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('add-to-cart')).toBeFocused();
  await page.getByTestId('add-to-cart').click();
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-lines').getByRole('listitem')).toHaveCount(2);

  // Checkout from the drawer opens the checkout with the cart's items.
  await page.goBack();
  await page.getByTestId('add-to-cart').click();
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/buy$/);
});

/** The listing as the browser's own page (React has hydrated `button`). */
async function openListing(page: Page, button: Locator): Promise<void> {
  await page.goto('/products');
  await expect
    .poll(() => button.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
}

/** A new signed-in shopper, and the name of one of the newest products with stock to spare. */
async function shopperAndProduct(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const { email, password } = await registerShopper(request, name);
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  const listed = await gql<{ products: { edges: { node: { name: string; stock: number } }[] } }>(
    request,
    '{ products(first: 12, inStock: true) { edges { node { name stock } } } }',
  );
  return listed.products.edges.map((e) => e.node).find((p) => p.stock >= 10)!.name;
}

/**
 * Code that does not arrive after the first paint (offline, or a release has replaced the files the
 * page was built with): the signed-in frame's live parts (counters, the chat launcher) and the
 * cart's documents. The page stays and works; Add to cart asks for a reload, which fixes it.
 */
test('a signed-in page whose later code cannot load still works, and Add to cart asks for a reload @phone', async ({
  page,
  request,
}) => {
  const name = await shopperAndProduct(page, request, 'Meera Pillai');
  const quickAdd = page.getByRole('button', { name: `Add to cart: ${name}` });
  const refused = new Set<string>();
  await page.route('**/assets/*.js', async (route) => {
    const part = /\/(SignedInEffects|ShopperChat)-[\w-]+\.js$/.exec(route.request().url())?.[1];
    const response = await route.fetch();
    const cart = /value:["'`]AddToCart["'`]/.test(await response.text()) ? 'cart' : undefined;
    if (!part && !cart) return route.fulfill({ response });
    refused.add((part ?? cart)!);
    return route.abort();
  });
  await openListing(page, quickAdd);
  await expect.poll(() => [...refused]).toEqual(expect.arrayContaining(['ShopperChat', 'SignedInEffects']));
  // The frame's signed-in part could not load: the page is still there, and works.
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await quickAdd.click();
  await expect(page.getByTestId('toast')).toContainText(
    `Failed to add ${name} to cart: Please reload the page and try again`,
  );
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);

  // Code asked for late (the page goes on loading its parts) may still be in the handler: let it
  // finish before the page goes, or the navigation cancels the request under it.
  await page.unrouteAll({ behavior: 'wait' });
  await openListing(page, quickAdd);
  await quickAdd.click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
});

test("an item added while the mini cart's code cannot load is told by a toast, and the page stays @phone", async ({
  page,
  request,
}) => {
  const name = await shopperAndProduct(page, request, 'Arjun Nair');
  const quickAdd = page.getByRole('button', { name: `Add to cart: ${name}` });
  await page.route('**/assets/MiniCart-*.js', (route) => route.abort());
  await openListing(page, quickAdd);
  await quickAdd.click();
  await expect(page.getByTestId('toast')).toContainText(`Item added to cart: ${name}`);
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByTestId('product-grid')).toBeVisible();
});
