import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.js';

/** The admin issues a key to a partner, the partner reads the catalogue with it, the admin revokes it. */
test('an admin creates an API key, sees it once, and revokes it @phone', async ({ page, request }, info) => {
  // The app sends its registered operations by hash (queries by GET), never their documents.
  const sent: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql')
      sent.push({ method: r.method(), url: r.url(), body: r.postData() });
  });
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard?tab=api-keys');
  const name = `Partner ${info.project.name} ${Date.now()}`;

  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();

  const secretField = page.getByTestId('api-key-secret');
  await expect(secretField).toBeVisible();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^rsk_/);
  await expect(secretField).toBeFocused();
  const shots = `/tmp/api-shots/api-keys-${info.project.name}`;
  await page.screenshot({ path: `${shots}-created.png` });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();

  // The partner's request with the key.
  const query = { query: '{ products(first: 2) { edges { node { name } } } }' };
  const ok = await request.post('/graphql', { data: query, headers: { 'x-api-key': secret } });
  expect(ok.status()).toBe(200);

  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await page.screenshot({ path: `${shots}-list.png`, fullPage: true });
  const axeList = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axeList.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Revoked the key ${name}`)).toBeVisible();
  await expect(row).toContainText('Revoked');

  const apiKeysQuery = sent.find((r) => r.method === 'GET' && r.url.includes('operationName=ApiKeys'));
  expect(apiKeysQuery?.url).toContain('persistedQuery');
  expect(apiKeysQuery?.url).not.toContain('query=');
  const revoke = sent.find((r) => r.body?.includes('"RevokeApiKey"'));
  expect(revoke?.body).toContain('sha256Hash');
  expect(revoke?.body).not.toContain('"query"');

  const refused = await request.post('/graphql', { data: query, headers: { 'x-api-key': secret } });
  expect(refused.status()).toBe(401);
});
