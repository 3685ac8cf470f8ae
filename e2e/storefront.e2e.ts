import { expect, test } from '@playwright/test';

/** Storefront fixes of issue 11: honest tax wording, layout points, listing sort and filters, reviews. */

test('prices say GST is added at checkout, never that tax is included @phone', async ({ page }) => {
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
