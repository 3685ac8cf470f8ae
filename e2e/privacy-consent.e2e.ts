import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { MAIL_API } from './support/ports.js';
import { registerShopper } from './support/shoppers.js';

/** Issue 34, second part: newsletter double opt-in and unsubscribe, the notice, grievances, the admin's Privacy tab. */

interface Mail {
  subject: string;
  body: string;
}

/** Waits for the n-th mail to `to` and returns it (quoted-printable soft breaks undone). */
async function mail(to: string, nth: number): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (
          await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(to)}`)
        ).json()) as Mail[];
        found = list[nth - 1];
        return !!found;
      },
      { timeout: 15_000, message: `mail #${nth} to ${to}` },
    )
    .toBe(true);
  return { ...found!, body: found!.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=') };
}

/** The path and query of the first link to `path` in a mail (the shop's address may differ here). */
function linkPath(m: Mail, path: string): string {
  const url = new RegExp(`https?://\\S+?${path}\\?token=[A-Za-z0-9._-]+`).exec(m.body)?.[0];
  if (!url) throw new Error(`no ${path} link in ${m.body}`);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

const fresh = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

test('a visitor subscribes, confirms by the mailed link, then unsubscribes from the offer mail @phone', async ({
  page,
}) => {
  const email = fresh('news');
  await page.goto('/');
  const form = page.getByTestId('newsletter-form');
  await expect(page.getByText(/By subscribing: Yes, e-mail me offers and news/)).toBeVisible();
  // The form is the app's once React has hydrated it (typing before that would be lost).
  await page.waitForFunction(() => {
    const input = document.querySelector('[data-testid="newsletter-form"] input');
    return Boolean(input && Object.keys(input).some((k) => k.startsWith('__reactProps')));
  });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Almost there: we sent you an e-mail. Open its link to confirm your subscription.'),
  ).toBeVisible();

  const confirmation = await mail(email, 1);
  expect(confirmation.subject).toMatch(/please confirm your newsletter subscription/);
  await page.goto(linkPath(confirmation, '/newsletter/confirm'));
  await expect(page.getByText('Subscribed successfully! You will receive exclusive offers.')).toBeVisible();

  // The first offer mail carries a visible unsubscribe link: one button on its page.
  const welcome = await mail(email, 2);
  expect(welcome.body).toContain('Unsubscribe:');
  await page.goto(linkPath(welcome, '/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed. We will not send you offers any more.')).toBeVisible();

  // A broken link says so.
  await page.goto('/newsletter/confirm?token=broken');
  await expect(page.getByText(/This confirmation link is invalid or has expired/)).toBeVisible();
});

test('the privacy notice names the grievance officer; a grievance is acknowledged by e-mail @phone', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/Last updated: .* \(version \d+\)/)).toBeVisible();
  await expect(page.getByTestId('grievance-officer')).toContainText('@');
  await expect(page.getByRole('table', { name: 'What we keep and for how long' })).toContainText('8 years');

  const form = page.getByRole('form', { name: 'Privacy request' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Enter your name')).toBeVisible();
  const email = fresh('grievance');
  await form.getByLabel('Your name').fill('Kiran Das');
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('What is it about?').selectOption('grievance');
  await form.getByLabel('Your message').fill('I keep getting offers I never asked for.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/We received your request \(reference [0-9A-F]{8}\)/)).toBeVisible();
  const ack = await mail(email, 1);
  expect(ack.subject).toMatch(/we received your privacy request/);
});

test("a shopper switches the newsletter on and off in the profile; an admin closes a shopper's request @phone", async ({
  page,
  browser,
  request,
}) => {
  const shopper = await registerShopper(request, 'Nila Consent');
  await new LoginPage(page).logIn(shopper.email, shopper.password);
  await expect(page.getByText(/Welcome.*Nila Consent/)).toBeVisible();
  await page.goto('/user-details');
  const consent = page.getByTestId('newsletter-consent');
  const box = consent.getByLabel('E-mail me offers (newsletter)');
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText('You will receive our offers by e-mail.')).toBeVisible();
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText('You will not receive our offers by e-mail any more.')).toBeVisible();
  await expect(box).not.toBeChecked();
  const history = consent.getByRole('list', { name: 'Your consent history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    'Newsletter switched off here, in your profile',
  );

  // The shopper asks for their data through the notice's form (signed in: tied to the account).
  await page.goto('/privacy');
  const form = page.getByRole('form', { name: 'Privacy request' });
  await form.getByLabel('What is it about?').selectOption('access');
  const marker = `Please send me my data ${Date.now()}`;
  await form.getByLabel('Your message').fill(marker);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/We received your request/)).toBeVisible();

  // The admin sees it with its clock, and closes it with what was done.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openPrivacyTab(admin);
  const row = admin.getByTestId('privacy-request').filter({ hasText: marker });
  await expect(row).toContainText('90 days left');
  await expect(row).toContainText('Acknowledged by e-mail');
  await row.getByRole('button', { name: 'Close the request of Nila Consent' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Close the request' });
  await dialog.getByRole('button', { name: 'Close request' }).click();
  await expect(dialog.getByText('Say what was done')).toBeVisible();
  await dialog.getByLabel('What was done').fill('Sent the download link by e-mail.');
  await dialog.getByRole('button', { name: 'Close request' }).click();
  await expect(admin.getByText('Request closed.')).toBeVisible();
  await expect(admin.getByTestId('privacy-request').filter({ hasText: marker })).toHaveCount(0);
  await adminContext.close();
});

async function openPrivacyTab(page: Page) {
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=privacy');
  await expect(page.getByRole('heading', { name: 'Requests and grievances' })).toBeVisible();
}
