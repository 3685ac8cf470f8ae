import { expect, test } from '@playwright/test';
import { deviceContext, noSeriousViolations } from './support/two-browsers.js';
import { LoginPage, RegisterPage } from './pages/auth.js';
import { codeFromMail } from './support/mailbox.js';
import { registerShopper } from './support/shoppers.js';
import { socketTunnel } from './support/tunnel.js';

const ADMIN = { email: 'admin@rupeeshop.local', password: 'E2E-Admin#2026' };

test('a shopper and an admin chat live: message, reply, prompt answered with thumbs up, badge, clear @phone', async ({
  browser,
}, testInfo) => {
  const device = testInfo.project.use;
  const shopperContext = await deviceContext(browser, testInfo);
  const adminContext = await deviceContext(browser, testInfo);
  const shopper = await shopperContext.newPage();
  const admin = await adminContext.newPage();
  const phone = Boolean(device.isMobile);
  // Named for the project: the desktop and phone runs may chat with support at the same time.
  const name = `Meera Pillai ${testInfo.project.name}`;

  // A new shopper signs up and logs in.
  const email = `chatter.${Date.now()}.${testInfo.project.name}@example.com`;
  const password = 'Journey#2026';
  const register = new RegisterPage(shopper);
  await register.open();
  await register.fill({
    name,
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

  // Empty text gets the spec's message, at the field, which takes the focus.
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByText('Please enter a message and ensure you are logged in.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();

  await input.fill('Hello, my parcel has not arrived yet.');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByTestId('chat-message')).toHaveCount(1);
  await expect(chat.getByTestId('chat-message').first()).toContainText('my parcel has not arrived');
  await noSeriousViolations(shopper, 'shopper chat modal');
  await shopper.screenshot({ path: testInfo.outputPath('shopper-chat.png') });

  // The admin sees the user and the unread message appear without reloading.
  const user = admin.getByTestId('chat-user').filter({ hasText: name });
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
  // An empty reply gets the admin spec's message.
  await conversation.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByText('Please enter a reply and select a user.')).toBeVisible();
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
  // The conversation stays open under the shopper's name (it said 'Customer' once cleared).
  await expect(conversation.getByTestId('admin-chat-name')).toHaveText(name);
  await expect(admin.getByTestId('chat-user').filter({ hasText: name })).toHaveCount(0);

  await shopperContext.close();
  await adminContext.close();
});

test("the shopper's socket drops while support writes: reconnecting shown, recovered by itself, every missed message once and in order", async ({
  browser,
  request,
}, testInfo) => {
  const shopperLogin = await registerShopper(request, 'Ravi Kumar');
  const adminLogin = await request.post('/api/auth/login', { data: ADMIN });
  expect(adminLogin.ok(), await adminLogin.text()).toBeTruthy();
  const { token: adminToken } = (await adminLogin.json()) as { token: string };
  const me = await request.get('/api/auth/check-auth', {
    headers: { authorization: `Bearer ${shopperLogin.token}` },
  });
  const shopperId = ((await me.json()) as { user: { _id?: string; id?: string } }).user;
  const receiverId = shopperId._id ?? shopperId.id;
  const reply = async (content: string) => {
    const res = await request.post('/api/chat/reply', {
      data: { content, receiverId },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  // Every subscription socket of the shopper's browser passes through here: it can be cut, and
  // new ones refused, like a train going through a tunnel.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const tunnel = await socketTunnel(context);
  const shopper = await context.newPage();
  await new LoginPage(shopper).logIn(shopperLogin.email, shopperLogin.password);
  await expect(shopper).toHaveURL(/\/$/);
  await shopper.goto('/faqs');
  await shopper.getByRole('button', { name: 'Chat with Support' }).first().click();
  const chat = shopper.getByRole('dialog', { name: 'Chat with Support' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Is my refund processed?');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByTestId('chat-message')).toHaveCount(1);

  // Live before the drop.
  await reply('Let me check that for you.');
  await expect(chat.getByTestId('chat-message')).toHaveCount(2);
  await expect(chat.getByTestId('chat-reconnecting')).toHaveCount(0);

  // The socket drops; reconnecting is refused for a while; support writes three messages meanwhile.
  await tunnel.enter();
  await expect(chat.getByTestId('chat-reconnecting')).toBeVisible();
  await expect(chat.getByTestId('chat-reconnecting')).toHaveText('Connection lost. Reconnecting…');
  const missed = ['Found it: refund RF-1 was approved.', 'It reaches your bank in 3 days.', 'Anything else?'];
  for (const m of missed) await reply(m);
  // While the socket is down the chat may catch up over HTTP (the fallback); what matters is that
  // every message shows once, in order, and live events resume after the socket is back.

  // Out of the tunnel: the client reconnects by itself and fetches what it missed, once, in order.
  tunnel.leave();
  await expect(chat.getByTestId('chat-reconnecting')).toHaveCount(0, { timeout: 30_000 });
  await expect(chat.getByTestId('chat-message')).toHaveCount(5, { timeout: 15_000 });
  const texts = await chat.getByTestId('chat-message').locator('p').allTextContents();
  expect(texts).toEqual(['Is my refund processed?', 'Let me check that for you.', ...missed]);
  const seqs = (await chat
    .getByTestId('chat-message')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))))) as number[];
  expect(seqs).toEqual([1, 2, 3, 4, 5]);

  // …and live again afterwards.
  await reply('Have a good day!');
  await expect(chat.getByTestId('chat-message')).toHaveCount(6);
  await shopper.waitForTimeout(500);
  await expect(chat.getByTestId('chat-message')).toHaveCount(6); // not twice
  await context.close();
});

test("at the foot of a page the chat launcher covers none of the footer's legal line @phone", async ({
  page,
  request,
}) => {
  const { email, password } = await registerShopper(request, 'Nisha Rao');
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/about');
  const launcher = page.getByTestId('chat-launcher');
  await expect(launcher).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const legal = page.getByText('18% GST is added at checkout.');
  await expect(legal).toBeInViewport();
  const [text, button] = [(await legal.boundingBox())!, (await launcher.boundingBox())!];
  // The line's box ends above the launcher's top edge.
  expect(text.y + text.height).toBeLessThanOrEqual(button.y);
});
