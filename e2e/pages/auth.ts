import { expect, type Page } from '@playwright/test';

/** Page objects for the account screens. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async fill(details: { name: string; mobile: string; email: string; address: string; password: string }) {
    const form = this.page.getByRole('form', { name: 'Account details' });
    await form.getByLabel('Full name').fill(details.name);
    await form.getByLabel('Mobile number').fill(details.mobile);
    await form.getByLabel('Email').fill(details.email);
    await form.getByLabel('Address').fill(details.address);
    await form.locator('input[name="password"]').fill(details.password);
    await form.locator('input[name="confirmPassword"]').fill(details.password);
    await form.getByRole('button', { name: 'Register' }).click();
  }

  async verify(code: string) {
    const form = this.page.getByRole('form', { name: 'Verify email' });
    await expect(form.getByLabel('One-time password (OTP)')).toBeFocused();
    await form.getByLabel('One-time password (OTP)').fill(code);
    await form.getByRole('button', { name: 'Verify' }).click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async logIn(email: string, password: string, path = '/login') {
    await this.page.goto(path);
    await this.page.getByLabel('Email').fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('button', { name: /log ?in|sign in/i }).click();
  }

  /** The code step that login offers an account whose e-mail was never verified. */
  verifyStep() {
    return this.page.getByRole('form', { name: 'Verify email' });
  }

  async verify(code: string) {
    const form = this.verifyStep();
    await expect(form.getByLabel('One-time password (OTP)')).toBeFocused();
    await form.getByLabel('One-time password (OTP)').fill(code);
    await form.getByRole('button', { name: 'Verify and log in' }).click();
  }
}

/** On phones the navigation sits behind the menu button: open it when it is there. */
export async function openMobileNav(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  if (!(await toggle.isVisible())) return; // desktop: the links are always shown
  // A navigation that lands just after the click closes the menu again (it closes on every route
  // change), so click until it stays open.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

export class ProfileMenu {
  constructor(private readonly page: Page) {}

  async open() {
    const menuButton = this.page.getByTestId('profile-menu-button');
    if (!(await menuButton.isVisible())) await openMobileNav(this.page);
    await menuButton.click();
  }

  async choose(item: string) {
    await this.open();
    await this.page
      .getByRole('menuitem', { name: item })
      .or(this.page.getByRole('link', { name: item }))
      .first()
      .click();
  }

  async logOut() {
    await this.open();
    await this.page
      .getByRole('button', { name: 'Logout' })
      .or(this.page.getByRole('menuitem', { name: 'Logout' }))
      .first()
      .click();
  }
}
