import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { codeFromMail } from './support/mailbox.js';

/** Every admin screen, and the old admin-login aliases: a visitor without an admin session lands on /admin/login. */
const adminScreens = [
  '/dashboard',
  '/dashboard?tab=orders',
  '/dashboard?tab=products',
  '/admin/dashboard',
  '/admin/orders',
  '/admin/products',
  '/admin/products/00000000-0000-4000-8000-000000000000',
  '/admin/register',
];

for (const path of adminScreens) {
  test(`an anonymous visit to ${path} lands on /admin/login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Access denied. Admin login required.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  });
}

for (const alias of ['/admin-login', '/adminlogin']) {
  test(`${alias} redirects to /admin/login`, async ({ page }) => {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await expect(page.getByText('Access denied. Admin login required.')).toHaveCount(0);
  });
}

test('a logged-in shopper is refused too, and the admin screen never renders', async ({ page, request }) => {
  const email = `guard.${Date.now()}@example.com`;
  const password = 'Journey#2026';
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await request.post('/graphql', { data: { query, variables } });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  };
  await gql(`mutation ($i: RegisterInput!) { register(input: $i) { message } }`, {
    i: {
      name: 'Asha Rao',
      email,
      mobileNumber: '9123456780',
      address: '1 MG Road',
      password,
      confirmPassword: password,
    },
  });
  await gql(`mutation ($i: VerifyCodeInput!) { verifyRegistration(input: $i) { message } }`, {
    i: { email, otp: await codeFromMail(email) },
  });
  await new LoginPage(page).logIn(email, password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Access denied. Admin login required.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Management' })).toHaveCount(0);
});
