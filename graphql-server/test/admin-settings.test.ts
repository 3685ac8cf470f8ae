import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, orderInput, placeOrder, sql } from './support/commerce.js';
import { MailCatcher } from './support/mail-catcher.js';
import { dropSubscriberConnections } from './support/redis.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

// The admin Settings tab (admin spec: Admin Settings, its REST calls and messages): site and mail
// settings that drive the shop, promo codes checkout uses at once, the admin's password, the log.

const SITE = `{ storeName logoUrl contactEmail }`;
const ADMIN_SETTINGS = `query { adminSettings { storeName logoUrl contactEmail emailUser emailPassSet
  promoCodes { code type value label expiresAt usageLimit usedCount }
  recentChanges { section summary actorEmail createdAt } } }`;
const ADD_PROMO = `mutation($i: AddPromoCodeInput!) { addPromoCode(input: $i) { message promoCode { code type value label usageLimit usedCount } } }`;

let shop: TestShop;
let admin: string;
let shopper: { token: string; userId: string };
let product: string;

beforeAll(async () => {
  shop = await startTestShop();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  shopper = await signUp(shop, { email: 'shopper@settings.test' });
  product = await createProduct(shop, { name: 'Steel Tiffin', pricePaise: 100_000, stock: 500 });
});
afterAll(() => shop?.close());

const order = (token: string, promoCode: string) =>
  placeOrder(shop, token, orderInput([{ productId: product, quantity: 1 }], { promoCode }));

describe('who may use the settings', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/settings', undefined],
    ['PATCH', '/api/settings/site', { storeName: 'X', contactEmail: 'x@y.in' }],
    ['PATCH', '/api/settings/email', { emailUser: 'x@y.in' }],
    ['POST', '/api/settings/email/test', {}],
    ['POST', '/api/settings/promo', { code: 'NOPE', type: 'fixed', value: 1, label: 'x' }],
    ['DELETE', '/api/settings/promo/SAVE10', undefined],
    ['PATCH', '/api/auth/admin/password', { currentPassword: 'x', newPassword: 'Whatever#12' }],
  ];

  it('answers 401 to anonymous callers and 403 to shoppers on every REST path', async () => {
    for (const [method, path, body] of calls) {
      const anon = await shop.rest(method, path, body);
      expect(anon.status, `${method} ${path} anonymous`).toBe(401);
      const asShopper = await shop.rest(method, path, body, { token: shopper.token });
      expect(asShopper, `${method} ${path} shopper`).toMatchObject({
        status: 403,
        body: { error: 'Unauthorized: Admins only' },
      });
    }
    // Nothing changed: SAVE10 is still there.
    const list = await shop.rest<{ promoCodes: { code: string }[] }>('GET', '/api/settings', undefined, {
      token: admin,
    });
    expect(list.body.promoCodes.map((p) => p.code)).toContain('SAVE10');
  });

  it('refuses the GraphQL operations the same way, and serves the public site settings to anyone', async () => {
    const ops = [
      ADMIN_SETTINGS,
      'mutation { updateSiteSettings(input: { storeName: "X", contactEmail: "x@y.in" }) { message } }',
      'mutation { updateEmailSettings(input: { emailUser: "x@y.in" }) { message } }',
      'mutation { sendTestEmail { message } }',
      'mutation { addPromoCode(input: { code: "X", type: FIXED, value: 1, label: "x" }) { message } }',
      'mutation { deletePromoCode(code: "SAVE10") { message } }',
      'mutation { changeAdminPassword(input: { currentPassword: "x", newPassword: "Whatever#12" }) { message } }',
    ];
    for (const query of ops) {
      expect((await shop.gql(query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      const denied = await shop.gql(query, {}, { token: shopper.token });
      expect(denied.errors?.[0], query).toMatchObject({
        message: 'Unauthorized: Admins only',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const pub = await shop.gql<{ siteSettings: Record<string, unknown> }>(`query { siteSettings ${SITE} }`);
    expect(pub.data?.siteSettings).toEqual({
      storeName: 'Rupee Shop',
      logoUrl: null,
      contactEmail: 'support@rupeeshop.in',
    });
  });
});

describe('site settings', () => {
  it('validates each field with its message, over REST and GraphQL', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ storeName: '  ', contactEmail: 'a@b.in' }, 'storeName', 'Store name is required'],
      [{ contactEmail: 'a@b.in' }, 'storeName', 'Store name is required'],
      [{ storeName: 'S', contactEmail: '' }, 'contactEmail', 'Contact email is required'],
      [
        { storeName: 'S', contactEmail: 'not an email' },
        'contactEmail',
        'Please enter a valid contact email',
      ],
      [
        { storeName: 'S', contactEmail: 'a@b.in', logoUrl: 'logo.png' },
        'logoUrl',
        'Logo URL must be a valid http(s) URL',
      ],
      [
        { storeName: 'S', contactEmail: 'a@b.in', logoUrl: 'javascript:alert(1)' },
        'logoUrl',
        'Logo URL must be a valid http(s) URL',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await shop.rest('PATCH', '/api/settings/site', body, { token: admin });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { error: message, field } });
    }
    const gql = await shop.gql(
      'mutation($i: UpdateSiteSettingsInput!) { updateSiteSettings(input: $i) { message } }',
      { i: { storeName: '', contactEmail: 'a@b.in' } },
      { token: admin },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Store name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'storeName' },
    });
  });

  it('saves them, serves them to the storefront, and names the sender and Reply-To of every e-mail', async () => {
    const res = await shop.rest(
      'PATCH',
      '/api/settings/site',
      {
        storeName: ' Chai Bazaar ',
        logoUrl: 'https://cdn.example.in/logo.png',
        contactEmail: 'Help@Chai.in',
      },
      { token: admin },
    );
    expect(res).toMatchObject({
      status: 200,
      body: {
        message: 'Site settings updated successfully',
        settings: {
          storeName: 'Chai Bazaar',
          logoUrl: 'https://cdn.example.in/logo.png',
          contactEmail: 'help@chai.in',
        },
      },
    });
    const pub = await shop.gql<{ siteSettings: Record<string, unknown> }>(`query { siteSettings ${SITE} }`);
    expect(pub.data?.siteSettings).toEqual({
      storeName: 'Chai Bazaar',
      logoUrl: 'https://cdn.example.in/logo.png',
      contactEmail: 'help@chai.in',
    });

    // The next mail (a registration code), delivered through the real SMTP catcher.
    await signUp(shop, { email: 'newcomer@settings.test' });
    const mail = await shop.mail.waitForMail('newcomer@settings.test');
    expect(mail.subject).toMatch(/^Chai Bazaar: your one-time code/);
    expect(mail.raw).toMatch(/^From: "?Chai Bazaar"? <no-reply@rupeeshop\.local>/m);
    expect(mail.raw).toMatch(/^Reply-To: help@chai\.in/m);

    // Back to the shop's own name for the other tests; an empty logo clears it.
    const back = await shop.gql(
      'mutation($i: UpdateSiteSettingsInput!) { updateSiteSettings(input: $i) { settings { storeName logoUrl } } }',
      { i: { storeName: 'Rupee Shop', logoUrl: '', contactEmail: 'support@rupeeshop.in' } },
      { token: admin },
    );
    expect(back.data).toEqual({
      updateSiteSettings: { settings: { storeName: 'Rupee Shop', logoUrl: null } },
    });
  });
});

describe('email settings', () => {
  it('validates the mail user', async () => {
    for (const [emailUser, message] of [
      ['', 'Email user is required'],
      ['mailer at shop', 'Email user must be a valid email address'],
    ]) {
      const res = await shop.rest('PATCH', '/api/settings/email', { emailUser }, { token: admin });
      expect(res).toMatchObject({ status: 400, body: { error: message, field: 'emailUser' } });
    }
  });
});

describe('promo codes', () => {
  it('validates a new code with the messages', async () => {
    const base = { code: 'NEWCODE', type: 'percentage', value: 10, label: 'Ten off' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, code: '' }, 'code', 'Code is required'],
      [{ ...base, code: 'TWO WORDS' }, 'code', 'Code may use only letters, digits, - and _ (at most 32)'],
      [{ ...base, type: 'bogus' }, 'type', 'Type must be percentage or fixed'],
      [{ ...base, value: undefined }, 'value', 'Value is required'],
      [{ ...base, value: -1 }, 'value', 'Value must be a non-negative number'],
      [{ ...base, value: 101 }, 'value', 'A percentage cannot exceed 100'],
      [{ ...base, value: 12.5 }, 'value', 'A percentage must be a whole number'],
      [{ ...base, type: 'fixed', value: 9.999 }, 'value', 'A fixed value may have at most two decimals'],
      [{ ...base, label: ' ' }, 'label', 'Label is required'],
      [{ ...base, expiresAt: 'someday' }, 'expiresAt', 'Expiry must be a valid date'],
      [{ ...base, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt', 'Expiry must be in the future'],
      [{ ...base, usageLimit: 0 }, 'usageLimit', 'Usage limit must be a whole number of at least 1'],
      [{ ...base, code: 'save10' }, '', 'Promo code SAVE10 already exists'],
    ];
    for (const [body, field, message] of cases) {
      const res = await shop.rest('POST', '/api/settings/promo', body, { token: admin });
      expect(res.body, JSON.stringify(body)).toMatchObject({ error: message });
      if (field) expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { field } });
      else expect(res.status).toBe(409);
    }
  });

  it('adds a code (upper-cased, fixed values in rupees) that checkout takes at once, and refuses it once deleted', async () => {
    const added = await shop.rest(
      'POST',
      '/api/settings/promo',
      { code: 'diwali-75', type: 'fixed', value: 75.5, label: '₹75.50 off' },
      { token: admin },
    );
    expect(added).toMatchObject({
      status: 201,
      body: {
        message: 'Promo code added successfully',
        promoCode: { code: 'DIWALI-75', type: 'fixed', value: 75.5, label: '₹75.50 off', usedCount: 0 },
      },
    });
    const placed = await order(shopper.token, 'diwali-75');
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder.order.totals).toMatchObject({
      promoCode: 'DIWALI-75',
      promoDiscount: 75.5,
    });

    const list = await shop.rest<{ promoCodes: { code: string; usedCount: number }[] }>(
      'GET',
      '/api/settings',
      undefined,
      { token: admin },
    );
    expect(list.body.promoCodes.find((p) => p.code === 'DIWALI-75')).toMatchObject({ usedCount: 1 });

    const deleted = await shop.rest('DELETE', '/api/settings/promo/diwali-75', undefined, { token: admin });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Promo code deleted successfully' } });
    const refused = await order(shopper.token, 'DIWALI-75');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Invalid promo code',
      extensions: { field: 'promoCode' },
    });
    const again = await shop.rest('DELETE', '/api/settings/promo/DIWALI-75', undefined, { token: admin });
    expect(again).toMatchObject({ status: 404, body: { error: 'Promo code not found' } });
  });

  it('treats the seeded launch codes as ordinary rows: deleting SAVE10 ends it at checkout', async () => {
    const seeded = await shop.gql<{
      adminSettings: { promoCodes: { code: string; type: string; value: number }[] };
    }>(ADMIN_SETTINGS, {}, { token: admin });
    expect(seeded.data?.adminSettings.promoCodes.map((p) => p.code)).toEqual(
      expect.arrayContaining(['SAVE10', 'FLAT50', 'EXTRA20', 'FIRSTORDER']),
    );
    expect(seeded.data?.adminSettings.promoCodes.find((p) => p.code === 'FLAT50')).toMatchObject({
      type: 'FIXED',
      value: 50,
    });
    const quoteBefore = await shop.gql(
      'query { validatePromoCode(code: "save10") { code } }',
      {},
      { token: shopper.token },
    );
    expect(quoteBefore.errors).toBeUndefined();
    const del = await shop.gql<{ deletePromoCode: { code: string; message: string } }>(
      'mutation { deletePromoCode(code: "SAVE10") { code message } }',
      {},
      { token: admin },
    );
    expect(del.data?.deletePromoCode).toEqual({ code: 'SAVE10', message: 'Promo code deleted successfully' });
    const quoteAfter = await shop.gql(
      'query { validatePromoCode(code: "save10") { code } }',
      {},
      { token: shopper.token },
    );
    expect(quoteAfter.errors?.[0]?.message).toBe('Invalid promo code');
    expect((await order(shopper.token, 'SAVE10')).errors?.[0]?.message).toBe('Invalid promo code');
  });

  it('refuses an expired code at checkout', async () => {
    const added = await shop.gql(
      ADD_PROMO,
      {
        i: {
          code: 'BRIEF',
          type: 'PERCENTAGE',
          value: 5,
          label: '5% off',
          expiresAt: new Date(Date.now() + 1500).toISOString(),
        },
      },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    expect((await order(shopper.token, 'BRIEF')).errors).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1600));
    const late = await order(shopper.token, 'BRIEF');
    expect(late.errors?.[0]).toMatchObject({
      message: 'This promo code has expired',
      extensions: { field: 'promoCode' },
    });
  });

  it('gives exactly the usage limit when 20 orders race for a code limited to 5', async () => {
    const added = await shop.gql(
      ADD_PROMO,
      {
        i: { code: 'FIVEONLY', type: 'FIXED', value: 10, label: '₹10 off', usageLimit: 5 },
      },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    // Ten shoppers, two orders each, all at once (different wallets: nothing else serialises them).
    const buyers: { token: string }[] = [];
    for (let i = 0; i < 10; i++) buyers.push(await signUp(shop, { email: `racer${i}@settings.test` }));
    const results = await Promise.all(
      buyers.flatMap((b) => [order(b.token, 'FIVEONLY'), order(b.token, 'FIVEONLY')]),
    );
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect(r.errors?.[0]?.message).toBe('This promo code has reached its usage limit');
    const [row] = await sql<{ used_count: number }>(
      shop,
      `select used_count from promo_codes where code = 'FIVEONLY'`,
    );
    expect(row!.used_count).toBe(5);
    const [orders] = await sql<{ n: string }>(
      shop,
      `select count(*) as n from orders where promo_code = 'FIVEONLY'`,
    );
    expect(Number(orders!.n)).toBe(5);
  });
});

describe('change password (admin)', () => {
  const ROUTE = '/api/auth/admin/password';

  it('refuses a mismatched confirmation and a wrong current password', async () => {
    const mismatch = await shop.rest(
      'PATCH',
      ROUTE,
      { currentPassword: ADMIN.password, newPassword: 'Fresh#Pass1', confirmNewPassword: 'Fresh#Pass2' },
      { token: admin },
    );
    expect(mismatch).toMatchObject({ status: 400, body: { error: 'New passwords do not match' } });
    const wrong = await shop.rest(
      'PATCH',
      ROUTE,
      { currentPassword: 'not-it', newPassword: 'Fresh#Pass1' },
      { token: admin },
    );
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
  });

  it("changes it, ends the admin's other sessions and keeps this one", async () => {
    const other = await logIn(shop, ADMIN.email, ADMIN.password, '10.8.0.9');
    expect((await shop.rest('GET', '/api/settings', undefined, { token: other.token })).status).toBe(200);
    const res = await shop.rest(
      'PATCH',
      ROUTE,
      { currentPassword: ADMIN.password, newPassword: 'Fresh#Pass1' },
      { token: admin },
    );
    expect(res).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });
    expect((await shop.rest('GET', '/api/settings', undefined, { token: other.token })).status).toBe(401);
    expect((await shop.rest('GET', '/api/settings', undefined, { token: admin })).status).toBe(200);
    const relogin = await shop.rest('POST', '/api/auth/admin/login', {
      email: ADMIN.email,
      password: 'Fresh#Pass1',
    });
    expect(relogin.status).toBe(200);
  });
});

describe('the settings log', () => {
  it('records who changed which section and when, newest first', async () => {
    const res = await shop.gql<{
      adminSettings: {
        recentChanges: { section: string; summary: string; actorEmail: string; createdAt: string }[];
      };
    }>(ADMIN_SETTINGS, {}, { token: admin });
    const changes = res.data!.adminSettings.recentChanges;
    expect(changes[0]).toMatchObject({ section: 'password', actorEmail: ADMIN.email });
    const summaries = changes.map((c) => `${c.section}: ${c.summary}`);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'site: Changed store name, logo, contact email',
        'promo: Added promo code DIWALI-75',
        'promo: Deleted promo code DIWALI-75',
        'promo: Deleted promo code SAVE10',
      ]),
    );
    // Refused changes left no line.
    expect(summaries.filter((s) => s.includes('NEWCODE'))).toEqual([]);
    const times = changes.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('the mail login the admin saves', () => {
  let strict: { catcher: MailCatcher; url: string };
  let mailShop: TestShop;
  let token: string;
  beforeAll(async () => {
    // An SMTP server that takes mail only after a login; SMTP_URL names it without one.
    strict = await MailCatcher.start({ user: 'shop@mail.test', pass: 'Right#Pass' });
    mailShop = await startTestShop({ SMTP_URL: strict.url });
  });
  afterAll(async () => {
    await mailShop?.close();
    await strict?.catcher.close();
  });

  it('keeps the password sealed: never returned by any API, never in plain text in the database', async () => {
    token = (await logIn(mailShop, ADMIN.email, ADMIN.password)).token;
    const secret = `Pw-${crypto.randomBytes(6).toString('hex')}`;
    const res = await mailShop.rest(
      'PATCH',
      '/api/settings/email',
      { emailUser: 'mailer@rupeeshop.in', emailPass: secret },
      { token },
    );
    expect(res).toMatchObject({ status: 200, body: { message: 'Email settings updated successfully' } });
    expect(JSON.stringify(res.body)).not.toContain(secret);

    const got = await mailShop.rest<Record<string, unknown>>('GET', '/api/settings', undefined, { token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ emailUser: 'mailer@rupeeshop.in' });
    expect(got.body).not.toHaveProperty('emailPass');
    expect(JSON.stringify(got.body)).not.toContain(secret);
    const gql = await mailShop.gql<{ adminSettings: Record<string, unknown> }>(ADMIN_SETTINGS, {}, { token });
    expect(gql.data?.adminSettings).toMatchObject({ emailUser: 'mailer@rupeeshop.in', emailPassSet: true });
    expect(JSON.stringify(gql)).not.toContain(secret);
    // No output type of the schema has a password field to ask for.
    const bad = await mailShop.gql('query { adminSettings { emailPass } }', {}, { token });
    expect(bad.errors?.[0]?.message).toMatch(/Cannot query field "emailPass"/);

    const [row] = await sql<Record<string, unknown>>(mailShop, 'select * from site_settings');
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(String(row!.email_pass_sealed)).toMatch(/^v1\./);

    // An empty password keeps the stored one.
    const before = row!.email_pass_sealed;
    await mailShop.rest(
      'PATCH',
      '/api/settings/email',
      { emailUser: 'mailer@rupeeshop.in', emailPass: '' },
      { token },
    );
    const [after] = await sql<Record<string, unknown>>(
      mailShop,
      'select email_pass_sealed from site_settings',
    );
    expect(after!.email_pass_sealed).toBe(before);
  });

  it('tries the login on save, says whether it worked, and sends the next mail with it (no restart)', async () => {
    // Without a login the server refuses the mail.
    const before = await mailShop.rest('POST', '/api/settings/email/test', {}, { token });
    expect(before.status).toBe(400);
    expect(String((before.body as { error: string }).error)).toMatch(/^Failed to send the test e-mail/);

    const wrong = await mailShop.rest(
      'PATCH',
      '/api/settings/email',
      { emailUser: 'shop@mail.test', emailPass: 'Wrong#Pass' },
      { token },
    );
    expect(wrong).toMatchObject({
      status: 200,
      body: { message: 'Email settings updated successfully', smtpLoginOk: false },
    });
    expect((wrong.body as { smtpMessage: string }).smtpMessage).toMatch(/^SMTP login failed: /);

    const right = await mailShop.gql<{ updateEmailSettings: Record<string, unknown> }>(
      'mutation { updateEmailSettings(input: { emailUser: "shop@mail.test", emailPass: "Right#Pass" }) { message smtpLoginOk smtpMessage } }',
      {},
      { token },
    );
    expect(right.data?.updateEmailSettings).toEqual({
      message: 'Email settings updated successfully',
      smtpLoginOk: true,
      smtpMessage: 'SMTP login succeeded.',
    });
    const sent = await mailShop.gql<{ sendTestEmail: { message: string } }>(
      'mutation { sendTestEmail { message } }',
      {},
      { token },
    );
    expect(sent.data?.sendTestEmail.message).toBe(`Test e-mail sent to ${ADMIN.email}`);
    const mail = await strict.catcher.waitForMail(ADMIN.email);
    expect(mail.subject).toBe('Rupee Shop: test e-mail');
    // The sender's address is the saved mail user.
    expect(mail.raw).toMatch(/^From: "?Rupee Shop"? <shop@mail\.test>/m);

    const log = await mailShop.gql<{
      adminSettings: { recentChanges: { section: string; summary: string }[] };
    }>(ADMIN_SETTINGS, {}, { token });
    expect(log.data?.adminSettings.recentChanges.map((c) => `${c.section}: ${c.summary}`)).toEqual([
      'email: Changed mail user and password',
      'email: Changed mail user and password',
      'email: Changed mail user',
      'email: Changed mail user and password',
    ]);
  });
});

/**
 * The store name `on` serves once it is `expected`, or after 10 s the last one it served: moments
 * on a quiet machine, the deadline generous for a loaded CI box.
 */
async function storeNameServedBy(on: TestShop, expected: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  let name = '';
  while (Date.now() < deadline) {
    const res = await on.gql<{ siteSettings: { storeName: string } }>('query { siteSettings { storeName } }');
    name = res.data!.siteSettings.storeName;
    if (name === expected) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return name;
}

describe.skipIf(!process.env.REDIS_URL)('settings across instances through Redis', () => {
  let b: TestShop;
  beforeAll(async () => {
    b = await startTestShop({
      JWT_SECRET: shop.server.config.JWT_SECRET,
      DATABASE_URL: shop.databaseUrl,
      REDIS_PREFIX: shop.server.config.REDIS_PREFIX,
    });
  });
  afterAll(() => b?.server.close());

  it('a store name saved on one instance is served by the other within moments', async () => {
    const token = (await logIn(shop, ADMIN.email, 'Fresh#Pass1')).token;
    const saved = await shop.rest(
      'PATCH',
      '/api/settings/site',
      { storeName: 'Replica Bazaar', contactEmail: 'support@rupeeshop.in' },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(await storeNameServedBy(b, 'Replica Bazaar')).toBe('Replica Bazaar');
  });

  it('a change missed while the Redis connection was lost is read again when it comes back', async () => {
    // Stored without a word to the other instances (as if published while their connection was down).
    await sql(shop, `update site_settings set store_name = 'Missed Mandi' where id = 1`);
    // Both instances lose their subscriber connection; ioredis reconnects at once.
    expect(await dropSubscriberConnections(shop.server.config.REDIS_PREFIX)).toBe(2);
    expect(await storeNameServedBy(b, 'Missed Mandi')).toBe('Missed Mandi');
  });
});
