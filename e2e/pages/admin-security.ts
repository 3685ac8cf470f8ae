import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/** The authenticator app, in the test: the code of the step `offset` steps from now. */
export function authenticatorCode(secret: string, offset = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** Settings → Two-factor sign-in, and the portal's second step. */
export class TwoFactorScreens {
  constructor(private readonly page: Page) {}

  section() {
    return this.page.getByTestId('settings-two-factor');
  }

  /** Sets up the app from Settings: reads the key shown as text, confirms with a code; answers the key and codes. */
  async enrol(
    check: (screen: string) => Promise<void> = async () => undefined,
  ): Promise<{ secret: string; recoveryCodes: string[] }> {
    const section = this.section();
    await section.getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await check('Settings: two-factor set-up');
    const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await section.getByLabel('Code from the app').fill(authenticatorCode(secret));
    await section.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
    await check('Settings: recovery codes');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByTestId('two-factor-status')).toContainText('10 recovery codes left');
    return { secret, recoveryCodes };
  }

  codeStep() {
    return this.page.getByRole('form', { name: 'Two-factor code' });
  }

  async enterCode(code: string) {
    const form = this.codeStep();
    await expect(form.getByLabel('Authentication code')).toBeFocused();
    await form.getByLabel('Authentication code').fill(code);
    await form.getByRole('button', { name: 'Verify and sign in' }).click();
  }
}
