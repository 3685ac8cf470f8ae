import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { codeFromMailBody } from './support/mailbox.js';
import { registerShopper } from './support/shoppers.js';

test('a shopper downloads their data, then erases their account with password and e-mailed code @phone', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'Priya Privacy');
  const login = new LoginPage(page);
  await login.logIn(shopper.email, shopper.password);
  await expect(page.getByText(/Welcome.*Priya Privacy/)).toBeVisible();
  await page.goto('/user-details');
  const privacy = page.getByTestId('privacy');
  await expect(privacy.getByRole('heading', { name: 'Your data and privacy' })).toBeVisible();

  // Download my data: built by the background job (pg-boss here), offered for 24 hours, saved as JSON.
  await privacy.getByRole('button', { name: 'Download my data' }).click();
  const row = privacy.getByTestId('data-export').first();
  await expect(row).toContainText('Available until');
  // The screen looks again by itself until the job is done.
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Save file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rupee-shop-my-data-.*\.json$/);
  const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    schema: string;
    profile: { email: string; name: string };
  };
  expect(file.schema).toBe('rupee-shop.personal-data/1');
  expect(file.profile).toMatchObject({ email: shopper.email, name: 'Priya Privacy' });

  // Erase my account: the wallet rule is said plainly; a wrong password is refused on the field.
  await expect(privacy.getByText(/Your wallet must be empty \(₹0\.00\) first/)).toBeVisible();
  await privacy.getByRole('button', { name: 'Erase my account' }).click();
  const step1 = page.getByRole('form', { name: 'Confirm with your password' });
  await expect(step1.getByLabel('Your password')).toBeFocused();
  await step1.getByLabel('Your password').fill('not-my-password');
  await step1.getByRole('button', { name: 'Send me the code' }).click();
  await expect(step1.getByText('Current password is incorrect')).toBeVisible();
  await step1.getByLabel('Your password').fill(shopper.password);
  await step1.getByRole('button', { name: 'Send me the code' }).click();
  const step2 = page.getByRole('form', { name: 'Erase my account' });
  await expect(step2.getByText(/We sent a code to your e-mail address/)).toBeVisible();
  // The registration code was mail #1; the erasure code is #2.
  const code = await codeFromMailBody(shopper.email, 2);
  await step2.getByLabel('Code from the e-mail').fill(code);
  await step2.getByRole('button', { name: 'Erase my account for good' }).click();
  await expect(page.getByText('Your account and its personal data have been erased. Goodbye.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The account is gone: its old token is refused and it cannot sign in.
  const me = await request.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(me.status()).toBe(401);
  await login.logIn(shopper.email, shopper.password);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
});
