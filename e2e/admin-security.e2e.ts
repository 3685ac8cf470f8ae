import { expect, test } from '@playwright/test';
import { LoginPage, ProfileMenu } from './pages/auth.js';
import { authenticatorCode, TwoFactorScreens } from './pages/admin-security.js';
import { audit, type Finding } from './support/axe.js';
import { codeFromMailBody } from './support/mailbox.js';

/**
 * Admin security: an invited admin sets their own password, turns on two-factor sign-in, signs out
 * and back in with a code from the authenticator (computed here from the key the screen showed);
 * the owner then disables them, which signs them out at once. Not the default admin: the other
 * journeys sign in as that one with a password only.
 */
test('an invited admin enrols an authenticator, signs in with a code, and is signed out when disabled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `twofactor.${Date.now()}@example.com`;
  const password = 'Kavya#2026';

  // The owner invites Kavya from the Admins tab.
  // Every new screen is checked with axe on the way (WCAG 2.1 AA); the shop's CSP blocks axe's script.
  const findings: Finding[] = [];
  const ownerContext = await browser.newContext({ bypassCSP: true });
  const owner = await ownerContext.newPage();
  await new LoginPage(owner).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(owner).toHaveURL(/\/dashboard$/);
  await owner.goto('/dashboard?tab=admins');
  const invite = owner.getByRole('form', { name: 'Invite an admin' });
  await invite.getByLabel('Name').fill('Kavya Nair');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = owner.getByTestId('admin-row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  findings.push(...(await audit(owner, 'Admins tab')));

  // Kavya sets her password with the mailed code and signs in (two-factor is off so far).
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`/admin/accept-invite?email=${encodeURIComponent(email)}`);
  const accept = page.getByRole('form', { name: 'Set your admin password' });
  await accept.getByRole('button', { name: 'Set password' }).click();
  await expect(accept.getByText('Please enter a 6-digit OTP')).toBeVisible();
  findings.push(...(await audit(page, 'accept invitation (errors shown)')));
  await accept.getByLabel('Invitation code').fill(await codeFromMailBody(email));
  await accept.getByLabel('New password').fill(password);
  await accept.getByLabel('Confirm password').fill(password);
  await accept.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const portal = new LoginPage(page);
  await portal.logIn(email, password, '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Settings → Two-factor sign-in: the key shown as a QR code and as text, confirmed with a code.
  await page.goto('/dashboard?tab=settings');
  const screens = new TwoFactorScreens(page);
  const { secret, recoveryCodes } = await screens.enrol(async (screen) => {
    findings.push(...(await audit(page, screen)));
  });
  expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  // Signed out, the password alone is not enough: a wrong code is refused, the app's code lets her in.
  await new ProfileMenu(page).logOut();
  await expect(page).toHaveURL(/\/$/);
  await portal.logIn(email, password, '/admin/login');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await screens.enterCode('000000');
  await expect(screens.codeStep().getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  // The next step's code (the enrolment used this step's: a code is accepted once).
  await screens.codeStep().getByLabel('Authentication code').fill(authenticatorCode(secret, 1));
  await screens.codeStep().getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-avatar')).toHaveText(/^K.*Kavya Nair$/);

  // The owner sees her with two-factor on and disables her: her next request finds her signed out.
  await owner.reload();
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: 'Disable Kavya Nair' }).click();
  await owner
    .getByRole('dialog', { name: 'Disable admin?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(owner.getByText('Kavya Nair is disabled and signed out everywhere')).toBeVisible();
  await expect(row).toContainText('Disabled');
  await page.goto('/dashboard?tab=settings');
  await expect(page).toHaveURL(/\/login/);
  await portal.logIn(email, password, '/admin/login');
  await expect(
    page.getByText('This admin account is disabled. Ask another admin to enable it.'),
  ).toBeVisible();

  expect(findings).toEqual([]);
  await context.close();
  await ownerContext.close();
});
