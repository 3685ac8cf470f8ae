import { expect, test } from '@playwright/test';
import { LoginPage, openMobileNav, ProfileMenu, RegisterPage } from './pages/auth.js';
import { codeFromMail, codeFromMailBody } from './support/mailbox.js';
import { registerShopper } from './support/shoppers.js';

test('a shopper registers with the mailed code, logs in, edits the profile, logs out; an admin logs in @phone', async ({
  page,
}, testInfo) => {
  const email = `e2e.${Date.now()}.${testInfo.project.name}@example.com`;
  const password = 'Journey#2026';

  const register = new RegisterPage(page);
  await register.open();
  await register.fill({
    name: 'Meera Iyer',
    mobile: '9812345678',
    email,
    address: '4 Lake View, Kochi',
    password,
  });
  // The code arrives at a real SMTP server; the page moves to step 2.
  const code = await codeFromMail(email);
  await register.verify(code);
  await expect(page.getByText('Registration successful! You can now login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.logIn(email, 'wrong-password');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await login.logIn(email, password);
  await expect(page.getByText(/Welcome.*Meera Iyer/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const menu = new ProfileMenu(page);
  await menu.choose('User Details');
  await expect(page.getByTestId('user-details')).toContainText('9812345678');
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Mobile number').fill('123');
  await form.getByRole('button', { name: /save/i }).click();
  await expect(form.getByText('Mobile number must be 10-12 digits')).toBeVisible();
  await form.getByLabel('Name').fill('Meera K Iyer');
  await form.getByLabel('Mobile number').fill('919812345678');
  await form.getByRole('button', { name: /save/i }).click();
  await expect(page.getByTestId('user-details')).toContainText('919812345678');
  await expect(page.getByTestId('profile-menu-button')).toContainText('Meera K Iyer');

  // The session survives a reload (local storage) and ends at logout.
  await page.reload();
  await expect(page.getByTestId('user-details')).toContainText('Meera K Iyer');
  await menu.logOut();
  await expect(page).toHaveURL(/\/$/);
  // The screen being left stays until the home page's code is in, and, logged out now, it offers
  // a Login link of its own: the navbar's is the one meant here.
  await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await openMobileNav(page);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A shopper cannot use the admin portal; the admin can, and lands on the dashboard.
  await login.logIn(email, password, '/admin/login');
  await expect(page.getByText('You are not authorized as an admin')).toBeVisible();
  await login.logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The header's avatar shows the admin's initial on every screen size.
  await expect(page.getByTestId('dashboard-avatar')).toHaveText(/^S.*Signed in as Store Admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an invalid stored user is discarded', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('user', JSON.stringify({ name: 'No Id' }));
    localStorage.setItem('token', 'x');
  });
  await page.reload();
  await openMobileNav(page);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // The whole stored session goes (once the app runs: the rendered page shows Login before it
  // does), so nothing tries the orphaned token and the visitor stays put.
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')]))
    .toEqual([null, null]);
  await expect(page).toHaveURL(/\/$/);
});

test('an expired session sends the user to login with a message', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: '00000000-0000-4000-8000-000000000000',
        email: 'ghost@example.com',
        role: 'customer',
        name: 'Ghost',
      }),
    );
    localStorage.setItem('token', 'not.a.valid-token');
  });
  await page.goto('/user-details');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
});

test('an admin invites another admin, who sets their own password from the mailed code and signs in to the portal', async ({
  page,
}) => {
  const email = `admin.${Date.now()}@example.com`;
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The inviter gives a name and an e-mail only: never a password.
  await page.goto('/admin/register');
  const form = page.getByRole('form', { name: 'Create admin account' });
  await expect(form.locator('input[type="password"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();

  await form.getByLabel('Full name').fill('Deepa Rao');
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(page.getByText('Admin account created. OTP sent to email.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=admins$/);
  await expect(page.getByTestId('admin-row').filter({ hasText: email })).toContainText('Invited');

  // Logging out from the dashboard goes straight home (never through /login), as from any page.
  await page.evaluate(() => {
    const w = window as unknown as { visited: string[] };
    w.visited = [];
    for (const kind of ['pushState', 'replaceState'] as const) {
      const original = history[kind].bind(history);
      history[kind] = (data: unknown, unused: string, url?: string | URL | null) => {
        w.visited.push(String(url));
        original(data, unused, url);
      };
    }
  });
  await new ProfileMenu(page).logOut();
  await expect(page).toHaveURL(/\/$/);
  const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
  expect(visited).not.toContain('/login');

  // The new admin sets their own password with the mailed code, then signs in at the portal.
  await page.goto(`/admin/accept-invite?email=${encodeURIComponent(email)}`);
  const accept = page.getByRole('form', { name: 'Set your admin password' });
  await expect(accept.getByLabel('Email')).toHaveValue(email);
  await accept.getByLabel('Invitation code').fill(await codeFromMailBody(email));
  await accept.getByLabel('New password').fill('NewAdmin#26');
  await accept.getByLabel('Confirm password').fill('NewAdmin#26');
  await accept.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await new LoginPage(page).logIn(email, 'NewAdmin#26', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-avatar')).toHaveText(/^D.*Deepa Rao$/);
});

test('a shopper who never entered the code can ask for a new one at login and go on from there @phone', async ({
  page,
}, testInfo) => {
  const email = `late.${Date.now()}.${testInfo.project.name}@example.com`;
  const password = 'Journey#2026';
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Irfan Shaikh',
      mobileNumber: '9876501234',
      email,
      address: '7 Carter Road, Mumbai',
      password,
      confirmPassword: password,
    },
  });
  expect(registered.status()).toBe(200);
  await codeFromMail(email); // the first code arrives, and is never entered

  const login = new LoginPage(page);
  await login.logIn(email, password);
  await expect(page.getByText('Please verify your email before logging in.')).toBeVisible();
  const step = login.verifyStep();
  await expect(step.getByLabel('One-time password (OTP)')).toBeFocused();
  await expect(step.getByRole('button', { name: 'Verify and log in' })).toBeDisabled();

  // A wrong code is refused at the code field; a new code comes by mail and lets the shopper in.
  await step.getByLabel('One-time password (OTP)').fill('000000');
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(step.getByLabel('One-time password (OTP)')).toHaveAttribute('aria-invalid', 'true');
  await step.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('New OTP sent successfully')).toBeVisible();
  await step.getByLabel('One-time password (OTP)').fill(await codeFromMail(email, 2));
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText(/Welcome.*Irfan Shaikh/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('after a login the profile menu arrives with the next screen, and a menu opened then stays open', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'Menu Mohan');
  // The home screen's code is held back: the login is answered, the screen it leads to is not in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/HomePage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await new LoginPage(page).logIn(shopper.email, shopper.password);
  const menuButton = page.getByTestId('profile-menu-button');
  // Meanwhile the login waits (its button busy), signed out: no menu to open and lose.
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(menuButton).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/$/);
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(1000);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
});

test('a shopper sees where they are signed in, signs out of the other sessions, and changes the login e-mail with the password and a code @phone', async ({
  page,
  request,
}) => {
  // registerShopper signs in through the API: that is the "other session".
  const shopper = await registerShopper(request, 'Sana Sheikh');
  await new LoginPage(page).logIn(shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/$/);
  await new ProfileMenu(page).choose('User Details');

  const sessions = page.getByTestId('sessions');
  await expect(sessions.getByTestId('session')).toHaveCount(2);
  await expect(sessions.getByTestId('this-device')).toHaveCount(1);
  await expect(
    sessions.getByTestId('session').filter({ has: page.getByTestId('this-device') }),
  ).toContainText('Chrom');
  await sessions.getByRole('button', { name: 'Sign out of other sessions' }).click();
  await expect(sessions.getByTestId('sessions-notice')).toHaveText('Signed out of all other sessions');
  await expect(sessions.getByTestId('session')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Sign out of other sessions' })).toBeDisabled();
  const ended = await request.get('/api/auth/check-auth', {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  expect(ended.status()).toBe(401);

  // A new login e-mail: the password first, then the code sent to the new address.
  const next = `moved-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  await form.getByLabel('Email').fill(next);
  await form.getByRole('button', { name: /save/i }).click();
  await expect(form.getByText('Enter your current password to change your email')).toBeVisible();
  await expect(form.getByLabel('Current password')).toBeFocused();
  await form.getByLabel('Current password').fill(shopper.password);
  await form.getByRole('button', { name: /save/i }).click();

  const confirm = page.getByRole('form', { name: 'Confirm new email' });
  await expect(confirm).toContainText(next);
  await expect(page.getByTestId('user-details-success')).toContainText('We sent a code');
  await expect(confirm.getByLabel('One-time password (OTP)')).toBeFocused();
  await confirm.getByLabel('One-time password (OTP)').fill(await codeFromMailBody(next));
  await confirm.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByTestId('user-details-success')).toHaveText('Email changed successfully');
  await expect(page.getByTestId('user-details')).toContainText(next);
  // The old address was told, and no longer logs in.
  const old = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(old.status()).toBe(401);
});
