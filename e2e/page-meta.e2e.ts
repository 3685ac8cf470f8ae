import { expect, test } from '@playwright/test';

/** Each route has its own title and meta description (search results and tabs tell them apart). */

const description = (page: import('@playwright/test').Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

test('routes carry their own title and description; a product page is titled by the product', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Shop electronics, fashion, home, beauty and sports | Rupee Shop');

  await page.goto('/products');
  await expect(page).toHaveTitle('All products | Rupee Shop');
  expect(await description(page)).toMatch(/^Browse every product in rupees/);

  await page.goto('/products?category=Fashion');
  await expect(page).toHaveTitle('Fashion products | Rupee Shop');

  await page.goto('/faqs');
  await expect(page).toHaveTitle('Help & FAQs | Rupee Shop');

  await page.goto('/login');
  await expect(page).toHaveTitle('Log in | Rupee Shop');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found | Rupee Shop');

  await page.goto('/products');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Rupee Shop`);
  const text = await description(page);
  expect(text?.length).toBeGreaterThan(20);
  expect(text?.length).toBeLessThanOrEqual(160);
  expect(text).not.toMatch(/^Rupee Shop: electronics/);
});
