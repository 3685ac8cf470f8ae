import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage, RegisterPage } from './pages/auth.js';
import { codeFromMail } from './support/mailbox.js';

const ADMIN = { email: 'admin@rupeeshop.local', password: 'Admin@12345' };

async function noSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.passes.length, `axe checked nothing on ${screen}`).toBeGreaterThan(10);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, screen).toEqual([]);
}

test('a shopper and an admin chat live: message, reply, prompt answered with thumbs up, badge, clear @phone', async ({
  browser,
}, testInfo) => {
  const device = testInfo.project.use;
  const contextOptions = {
    baseURL: device.baseURL,
    viewport: device.viewport,
    userAgent: device.userAgent,
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: device.isMobile,
    hasTouch: device.hasTouch,
    bypassCSP: true, // axe's injected script
  };
  const shopperContext = await browser.newContext(contextOptions);
  const adminContext = await browser.newContext(contextOptions);
  const shopper = await shopperContext.newPage();
  const admin = await adminContext.newPage();
  const phone = Boolean(device.isMobile);

  // A new shopper signs up and logs in.
  const email = `chatter.${Date.now()}.${testInfo.project.name}@example.com`;
  const password = 'Journey#2026';
  const register = new RegisterPage(shopper);
  await register.open();
  await register.fill({
    name: 'Meera Pillai',
    mobile: '9812345678',
    email,
    address: '3 Residency Road',
    password,
  });
  await register.verify(await codeFromMail(email));
  await expect(shopper).toHaveURL(/\/login$/);
  await new LoginPage(shopper).logIn(email, password);
  await expect(shopper).toHaveURL(/\/$/);

  // The admin opens Chat Support.
  await new LoginPage(admin).logIn(ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto('/dashboard?tab=chat');
  await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  if (!phone) await expect(admin.getByText('Select a user to view their chat')).toBeVisible();

  // The shopper opens the FAQ chat: the welcome from Support Team first, support online.
  await shopper.goto('/faqs');
  await shopper.getByRole('button', { name: 'Chat with Support' }).first().click();
  const chat = shopper.getByRole('dialog', { name: 'Chat with Support' });
  await expect(chat).toBeVisible();
  await expect(chat.getByTestId('chat-welcome')).toContainText('Support Team');
  await expect(chat.getByTestId('chat-presence')).toHaveText('Support is online');
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused(); // focus moved into the modal

  // Empty text gets the spec's message.
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByTestId('chat-error')).toHaveText(
    /Please enter a message and ensure you are logged in\./,
  );

  await input.fill('Hello, my parcel has not arrived yet.');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByTestId('chat-message')).toHaveCount(1);
  await expect(chat.getByTestId('chat-message').first()).toContainText('my parcel has not arrived');
  await noSeriousViolations(shopper, 'shopper chat modal');
  await shopper.screenshot({ path: testInfo.outputPath('shopper-chat.png') });

  // The admin sees the user and the unread message appear without reloading.
  const user = admin.getByTestId('chat-user').filter({ hasText: 'Meera Pillai' });
  await expect(user).toBeVisible();
  await expect(user).toContainText('my parcel has not arrived');
  await expect(user.getByTestId('chat-user-unread')).toHaveText('1');

  // The shopper closes the chat; the admin's reply then shows on the launcher badge.
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
  await expect(shopper.getByRole('button', { name: 'Chat with Support' }).first()).toBeFocused(); // focus restored

  await user.click();
  const conversation = admin.getByTestId('admin-conversation');
  await expect(conversation.getByTestId('chat-message')).toHaveCount(1);
  await expect(user.getByTestId('chat-user-unread')).toHaveCount(0); // read on open
  await conversation.getByPlaceholder('Type your reply...').fill('It ships today from Bengaluru.');
  await conversation.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByTestId('chat-message')).toHaveCount(2);

  await expect(shopper.getByTestId('chat-launcher-badge')).toHaveText('1');
  await shopper.getByTestId('chat-launcher').click();
  await expect(chat.getByTestId('chat-message').last()).toContainText('It ships today from Bengaluru.');
  await expect(shopper.getByTestId('chat-launcher-badge')).toHaveCount(0);

  // The admin sends 'Is this information helpful?' from the '+' menu.
  await conversation.getByRole('button', { name: 'Send a prompt' }).click();
  await conversation.getByRole('button', { name: 'Is this information helpful?' }).click();
  await expect(conversation.getByTestId('chat-message')).toHaveCount(3);
  await noSeriousViolations(admin, 'admin chat support');
  await admin.screenshot({ path: testInfo.outputPath('admin-chat.png') });

  // The shopper sees it live, the input waits for the answer, and answers thumbs up.
  await expect(chat.getByText('Is this information helpful?', { exact: true })).toBeVisible();
  // …and screen readers hear it through the polite live region.
  await expect(chat.getByText('New message from Support Team: Is this information helpful?')).toBeAttached();
  await expect(input).toBeDisabled();
  await chat.getByRole('button', { name: 'Thumbs up' }).click();
  await expect(input).toBeEnabled();
  await expect(chat.getByRole('button', { name: 'Thumbs up' })).toHaveCount(0);

  // The admin sees the answer and the helpfulness rate.
  await expect(conversation.getByText('Answered: 👍')).toBeVisible();
  await expect(admin.getByTestId('chat-helpfulness')).toContainText('100%');

  // Clear Chat, after a confirmation, empties both sides.
  await conversation.getByRole('button', { name: 'Clear Chat' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Clear Chat' });
  await confirm.getByRole('button', { name: 'Clear Chat' }).click();
  await expect(conversation.getByTestId('chat-message')).toHaveCount(0);
  await expect(chat.getByTestId('chat-message')).toHaveCount(0);
  await expect(chat.getByTestId('chat-welcome')).toBeVisible();

  await shopperContext.close();
  await adminContext.close();
});
