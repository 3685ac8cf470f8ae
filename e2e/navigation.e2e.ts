import { expect, test } from '@playwright/test';

/**
 * Moving between screens in the app: each screen's code loads when first wanted, the page being
 * left stays until it has, and a screen whose code cannot be loaded says so inside the layout.
 */

type Page = import('@playwright/test').Page;

const footer = (page: Page) => page.getByRole('navigation', { name: 'Footer' });

/**
 * Waits until the app has taken the painted home page over (React has hydrated the footer's
 * links): a link followed before that is a plain page load, not a move inside the app.
 */
const appStarted = (page: Page) =>
  page.waitForFunction(() => {
    const link = document.querySelector('footer a');
    return Boolean(link && Object.keys(link).some((k) => k.startsWith('__reactProps')));
  });

test('screens load as the visitor moves between them, and back and forward work @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await appStarted(page);
  // The about page's code is not part of the first page.
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/AboutPage-[\w-]+\.js$/.test(r.url())) loaded.push(r.url());
  });

  await footer(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('About us | Rupee Shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded).toHaveLength(1);

  await footer(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle('Help & FAQs | Rupee Shop');

  await page.goBack();
  await expect(page).toHaveTitle('About us | Rupee Shop');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveTitle('About us | Rupee Shop');
  // Loaded once, however often the screen shows.
  expect(loaded).toHaveLength(1);
});

test('a screen whose code cannot be loaded says so inside the layout, and the shop goes on @phone', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  // The connection drops: neither the screen's code nor its styles come.
  await page.route(/\/assets\/ContactPage-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.route(/\/assets\/ContactPage-[\w-]+\.css$/, (route) => route.abort('connectionreset'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await appStarted(page);

  await footer(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('This page could not be shown. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The navbar and the footer are still there, and lead elsewhere.
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  expect(logged.length).toBeGreaterThan(0);

  await footer(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle('Help & FAQs | Rupee Shop');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  // Once the connection is back, the screen shows with its styles: even in a browser that
  // remembers a failed module address and never fetches it again (Chromium before 156), which the
  // route plays here by refusing the code's address for good.
  await page.unroute(/\/assets\/ContactPage-[\w-]+\.css$/);
  const retried = page.waitForRequest(/\/assets\/ContactPage-[\w-]+\.js\?retry=\d+$/, { timeout: 10_000 });
  await footer(page).getByRole('link', { name: 'Contact' }).click();
  await retried;
  await expect(page).toHaveTitle('Contact us | Rupee Shop');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  // With its styles (a stylesheet that failed to load stays listed, its rules unreadable).
  const styled = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) => {
        if (!/\/ContactPage-[\w-]+\.css/.test(sheet.href ?? '')) return false;
        try {
          return sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    );
  await expect.poll(styled).toBe(true);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('the home page goes on without its newsletter form when the form’s code cannot be loaded @phone', async ({
  page,
}) => {
  await page.route(/\/assets\/NewsletterForm-[\w-]+\.js$/, (route) => route.abort());
  const refused = page.waitForEvent('requestfailed', (r) => /NewsletterForm-/.test(r.url()));
  await page.goto('/');
  await refused;
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByTestId('newsletter-form')).toHaveCount(0);
  // The rest of the page is the app's: its links move inside it.
  await footer(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About us | Rupee Shop');
});
