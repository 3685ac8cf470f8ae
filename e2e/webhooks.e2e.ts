import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { noSeriousViolations } from './support/axe.js';
import { LoginPage } from './pages/auth.js';
import { registerShopper } from './support/shoppers.js';

/**
 * The admin connects a third party's receiver (started here, on loopback: the journeys' shop runs
 * with WEBHOOKS_ALLOW_PRIVATE_TARGETS=true), sees its secret once, makes an event happen (a shopper
 * signs up: customerCreated), sees the delivery and its status, rotates the secret (both sign for a
 * day) and deletes the endpoint. The receiver checks every signature with the documented algorithm.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/shop`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  /** The delivery of the event about `email` (other journeys' sign-ups arrive too). */
  const deliveryAbout = async (email: string) => {
    await expect.poll(() => got.some((r) => r.body.includes(email)), { timeout: 20_000 }).toBe(true);
    return got.find((r) => r.body.includes(email))!;
  };
  return { url, close, deliveryAbout };
}

/** docs/webhooks.md, "Verifying a delivery": HMAC-SHA256 of `id.timestamp.body` with the secret's key. */
function signedBy(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`;
  const expected = `v1,${crypto.createHmac('sha256', key).update(signed).digest('base64')}`;
  return String(r.headers['webhook-signature']).split(' ').includes(expected);
}

/** The secret the "shown once" dialog holds; closes it with Done. */
async function takeSecret(page: Page, shot: string): Promise<string> {
  const field = page.getByTestId('webhook-secret');
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.screenshot({ path: shot });
  await noSeriousViolations(page, 'webhook secret dialog');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(field).toBeHidden();
  return secret;
}

test('an admin connects a webhook receiver, sees its deliveries and rotates its secret @phone', async ({
  page,
  request,
}, info) => {
  const receiver = await startReceiver();
  const shots = `/tmp/webhook-shots/webhooks-${info.project.name}`;
  try {
    await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard?tab=webhooks');
    const name = `Receiver ${info.project.name} ${Date.now()}`;

    // A new endpoint: the form's own checks first, then the endpoint.
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByText('Please enter a name')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('URL').fill(receiver.url);
    await page
      .getByLabel('Subscription document')
      .fill('subscription { customerCreated { customerId customer { customer { email } } } }');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByText(`Created the webhook ${name}`)).toBeVisible();
    const secret = await takeSecret(page, `${shots}-secret.png`);
    const row = page.getByTestId('webhook-row').filter({ hasText: name });
    await expect(row).toContainText('customerCreated');
    await expect(row).toContainText('Active');
    await page.screenshot({ path: `${shots}-list.png`, fullPage: true });
    await noSeriousViolations(page, 'webhooks tab');

    // An event: a shopper signs up; the receiver gets it, signed with the secret.
    const shopper = await registerShopper(request, 'Webhook Shopper');
    const first = await receiver.deliveryAbout(shopper.email);
    expect(signedBy(secret, first)).toBe(true);
    const payload = JSON.parse(first.body) as {
      type: string;
      data: { customerCreated: { customer: unknown } };
    };
    expect(payload.type).toBe('customerCreated');
    expect(payload.data.customerCreated.customer).toEqual({ customer: { email: shopper.email } });

    // The admin sees the delivery and its result.
    await row.getByRole('button', { name: `Deliveries of ${name}` }).click();
    const deliveries = page.getByRole('dialog', { name: `Deliveries to ${name}` });
    const delivered = deliveries.getByTestId('webhook-delivery-row').filter({ hasText: 'succeeded (200)' });
    await expect(async () => {
      // The attempt's row may be written a moment after the receiver answered: refresh until it is.
      if (!(await delivered.count())) await deliveries.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivered.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(delivered.first()).toContainText('customerCreated');
    await deliveries.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Deliveries up to date').first()).toBeVisible();
    await page.screenshot({ path: `${shots}-deliveries.png` });
    await noSeriousViolations(page, 'webhook deliveries');
    await page.keyboard.press('Escape');
    await expect(deliveries).toBeHidden();

    // Editing opens with the endpoint's values; saving says so.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await expect(edit.getByLabel('URL')).toHaveValue(receiver.url);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved the webhook ${name}`)).toBeVisible();
    await expect(edit).toBeHidden();

    // Rotation: a new secret, shown once; the old one still signs beside it.
    await row.getByRole('button', { name: `Rotate secret of ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the secret?' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    await expect(page.getByText('The previous secret keeps signing for 24 hours')).toBeVisible();
    const rotated = await takeSecret(page, `${shots}-rotated.png`);
    expect(rotated).not.toBe(secret);
    const next = await registerShopper(request, 'Webhook Shopper Two');
    const second = await receiver.deliveryAbout(next.email);
    expect(signedBy(rotated, second)).toBe(true);
    expect(signedBy(secret, second)).toBe(true);

    // Done with it: deleted, with its deliveries.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete webhook?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`Deleted the webhook ${name}`)).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('an admin issues a key that manages webhooks, and the third party lists its endpoints with it @phone', async ({
  page,
  request,
}, info) => {
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard?tab=api-keys');
  const name = `Hooks partner ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  // Neither scope: refused by the form.
  await page.getByLabel('Read catalog (catalog:read)').uncheck();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Choose at least one scope')).toBeVisible();
  await page.screenshot({
    path: `/tmp/webhook-shots/api-key-scopes-${info.project.name}.png`,
    fullPage: true,
  });
  await page.getByLabel('Manage its webhooks (webhooks:manage)').check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretField = page.getByTestId('api-key-secret');
  const key = await secretField.inputValue();
  expect(key).toMatch(/^rsk_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toContainText('Manage webhooks');

  // The third party, with the key: its own endpoints (none yet), and no catalogue.
  const hooks = await request.post('/graphql', {
    data: { query: '{ webhookEndpoints { id } }' },
    headers: { 'x-api-key': key },
  });
  expect(((await hooks.json()) as { data: unknown }).data).toEqual({ webhookEndpoints: [] });
  const catalog = await request.post('/graphql', {
    data: { query: '{ products(first: 1) { edges { node { name } } } }' },
    headers: { 'x-api-key': key },
  });
  expect(JSON.stringify(await catalog.json())).toMatch(/FORBIDDEN|scope/i);
});
