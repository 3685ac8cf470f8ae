import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_WORDING } from '../src/modules/newsletter/index.js';
import { sql } from './support/commerce.js';
import type { CapturedMail } from './support/mail-catcher.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

/** Issue 34, second part: consent (double opt-in, one-click unsubscribe), the notice, grievances. */
let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
});
afterAll(() => shop?.close());

const fresh = (who: string) => `${who}.${crypto.randomBytes(4).toString('hex')}@example.com`;

/** The mail's body, quoted-printable soft breaks undone. */
function body(mail: CapturedMail): string {
  const text = mail.raw.slice(mail.raw.search(/\r?\n\r?\n/));
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** A header of the mail (folded lines joined), or undefined. */
function header(mail: CapturedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function linkIn(mail: CapturedMail, path: string): string {
  const m = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9._-]+`).exec(body(mail));
  if (!m) throw new Error(`no ${path} link in: ${body(mail)}`);
  return m[0];
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

const logOf = (hash: string) =>
  sql<{ granted: boolean; source: string; notice_version: string; wording: string; client: string | null }>(
    shop,
    `select granted, source, notice_version, wording, client from consent_log where subject_hash = ? order by at`,
    [hash],
  );
const hashOf = (email: string) => shop.server.services.consents.subjectHash(email);

describe('newsletter double opt-in', () => {
  it('sends only a confirmation until its link is opened; then records the consent and sends offers with RFC 8058 headers', async () => {
    const email = fresh('deals');
    const sub = await shop.rest('POST', '/api/newsletter/subscribe', { email }, { client: '10.40.0.1' });
    expect(sub.status).toBe(201);
    const confirmation = await shop.mail.waitForMail(email, 1);
    expect(confirmation.subject).toMatch(/please confirm your newsletter subscription/);
    // The confirmation is not marketing: no unsubscribe headers, and no consent yet.
    expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined();
    expect(await logOf(hashOf(email))).toEqual([]);
    expect(
      await sql(shop, 'select confirmed_at from newsletter_subscriptions where email = ?', [email]),
    ).toEqual([{ confirmed_at: null }]);
    // Unconfirmed addresses get no marketing.
    expect(
      await shop.server.services.newsletter.sendMarketing(shop.server.orm.em.fork(), email, 'Sale', 'Hi'),
    ).toBe(false);

    // A forged or altered link is refused with a clear message.
    const token = tokenOf(linkIn(confirmation, '/newsletter/confirm'));
    const forged = await shop.rest('POST', '/api/newsletter/confirm', { token: `${token.slice(0, -2)}xx` });
    expect(forged).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/invalid or has expired/) },
    });

    const ok = await shop.gql<{ confirmNewsletter: { message: string } }>(
      'mutation ($t: String!) { confirmNewsletter(token: $t) { message } }',
      { t: token },
      { client: '10.40.0.2' },
    );
    expect(ok.data?.confirmNewsletter.message).toBe(
      'Subscribed successfully! You will receive exclusive offers.',
    );
    const log = await logOf(hashOf(email));
    expect(log).toEqual([
      {
        granted: true,
        source: 'confirmation-link',
        notice_version: '1',
        wording: expect.stringMatching(/^Yes, e-mail me offers/),
        client: '10.40.0.2',
      },
    ]);
    // Confirming twice records once and sends one welcome.
    await shop.rest('POST', '/api/newsletter/confirm', { token });
    expect(await logOf(hashOf(email))).toHaveLength(1);

    const welcome = await shop.mail.waitForMail(email, 2);
    expect(welcome.subject).toMatch(/Welcome to .*newsletter/);
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(welcome, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/);
    // The visible link is in the body too.
    expect(linkIn(welcome, '/unsubscribe')).toContain('/unsubscribe?token=');
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.mail.mailsTo(email)).toHaveLength(2);
  });
});

describe('the wording shown is the wording recorded', () => {
  it("the home page's newsletter form shows the server's consent words, word for word", async () => {
    const messages = await fs.readFile(
      new URL('../../web/src/features/catalog/messages.ts', import.meta.url),
      'utf8',
    );
    expect(messages.replace(/\s*\n\s*/g, ' ')).toContain(`'${NEWSLETTER_CONSENT_WORDING}'`);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function confirmedSubscriber() {
    const email = fresh('leaver');
    await shop.rest('POST', '/api/newsletter/subscribe', { email }, { client: '10.41.0.1' });
    const token = tokenOf(linkIn(await shop.mail.waitForMail(email, 1), '/newsletter/confirm'));
    await shop.rest('POST', '/api/newsletter/confirm', { token });
    const welcome = await shop.mail.waitForMail(email, 2);
    const url = new URL(/^<(.+)>$/.exec(header(welcome, 'List-Unsubscribe')!)![1]!);
    return { email, url, page: linkIn(welcome, '/unsubscribe') };
  }

  it("a POST of List-Unsubscribe=One-Click to the header's URL unsubscribes; a GET does not", async () => {
    const { email, url } = await confirmedSubscriber();
    const target = `${shop.url}${url.pathname}${url.search}`;
    const get = await fetch(target, { redirect: 'manual' });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toMatch(/^\/unsubscribe\?token=/);
    expect(await sql(shop, 'select 1 from newsletter_subscriptions where email = ?', [email])).toHaveLength(
      1,
    );

    const post = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.41.0.9' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({
      message: 'You are unsubscribed. We will not send you offers any more.',
    });
    expect(await sql(shop, 'select 1 from newsletter_subscriptions where email = ?', [email])).toHaveLength(
      0,
    );
    const log = await logOf(hashOf(email));
    expect(log.map((l) => [l.granted, l.source])).toEqual([
      [true, 'confirmation-link'],
      [false, 'one-click'],
    ]);
    // Again: still fine, nothing more recorded; no more marketing.
    expect((await fetch(target, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    expect(await logOf(hashOf(email))).toHaveLength(2);
    expect(
      await shop.server.services.newsletter.sendMarketing(shop.server.orm.em.fork(), email, 'x', 'y'),
    ).toBe(false);
  });

  it('the visible link leads to a page whose button unsubscribes; forged tokens are refused', async () => {
    const { email, page } = await confirmedSubscriber();
    const res = await shop.gql<{ unsubscribeNewsletter: { message: string } }>(
      'mutation ($t: String!) { unsubscribeNewsletter(token: $t) { message } }',
      { t: tokenOf(page) },
    );
    expect(res.errors).toBeUndefined();
    expect((await logOf(hashOf(email))).at(-1)).toMatchObject({ granted: false, source: 'unsubscribe-page' });
    const forged = await shop.rest('POST', '/api/newsletter/unsubscribe?token=abc.def.ghi', {});
    expect(forged).toMatchObject({ status: 400, body: { error: 'This unsubscribe link is invalid.' } });
    // A confirmation token is not an unsubscribe token (and the other way round).
    const email2 = fresh('other');
    await shop.rest('POST', '/api/newsletter/subscribe', { email: email2 }, { client: '10.41.0.3' });
    const confirmToken = tokenOf(linkIn(await shop.mail.waitForMail(email2, 1), '/newsletter/confirm'));
    expect((await shop.rest('POST', `/api/newsletter/unsubscribe?token=${confirmToken}`, {})).status).toBe(
      400,
    );
    expect((await shop.rest('POST', '/api/newsletter/confirm', { token: tokenOf(page) })).status).toBe(400);
  });
});

describe("the profile's switch", () => {
  it('gives and withdraws consent as easily, each recorded; the shopper sees the log', async () => {
    const email = fresh('toggle');
    const { token } = await signUp(shop, { email });
    const mine = () =>
      shop.gql<{ myNewsletterConsent: { subscribed: boolean; pending: boolean; wording: string } }>(
        '{ myNewsletterConsent { subscribed pending wording } }',
        {},
        { token },
      );
    expect((await mine()).data?.myNewsletterConsent).toMatchObject({ subscribed: false, pending: false });
    const on = await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: true }, { token });
    expect(on).toMatchObject({ status: 200, body: { message: 'You will receive our offers by e-mail.' } });
    expect((await mine()).data?.myNewsletterConsent.subscribed).toBe(true);
    const off = await shop.gql<{ setNewsletterConsent: { message: string } }>(
      'mutation { setNewsletterConsent(granted: false) { message } }',
      {},
      { token },
    );
    expect(off.data?.setNewsletterConsent.message).toBe(
      'You will not receive our offers by e-mail any more.',
    );
    expect((await mine()).data?.myNewsletterConsent.subscribed).toBe(false);
    const log = await shop.rest<{ granted: boolean; source: string; noticeVersion: string }[]>(
      'GET',
      '/api/privacy/consents',
      undefined,
      { token },
    );
    expect(log.body.map((c) => [c.granted, c.source, c.noticeVersion])).toEqual([
      [false, 'profile', '1'],
      [true, 'profile', '1'],
    ]);
    // Signed out, nobody reads or changes consents.
    expect((await shop.rest('GET', '/api/privacy/consents')).status).toBe(401);
    expect((await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: true })).status).toBe(401);
    expect(
      (await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: 'yes' }, { token })).status,
    ).toBe(400);
  });
});

describe('erasure and the consent log', () => {
  it("an erased account's consents (by id and by its address's hash) and newsletter entry go", async () => {
    const email = fresh('gone');
    const { token, userId } = await signUp(shop, { email });
    await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: true }, { token });
    await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: false }, { token });
    // Then a sign-up from the form, not signed in: logged by the address's hash only (mail #3).
    await shop.rest('POST', '/api/newsletter/subscribe', { email }, { client: '10.43.0.1' });
    const link = linkIn(await shop.mail.waitForMail(email, 3), '/newsletter/confirm');
    await shop.rest('POST', '/api/newsletter/confirm', { token: tokenOf(link) });
    const log = await logOf(hashOf(email));
    expect(log.map((l) => l.source)).toEqual(['profile', 'profile', 'confirmation-link']);
    const erased = await shop.gql(
      'mutation ($u: ID!) { adminEraseAccount(userId: $u) { message } }',
      { u: userId },
      { token: admin },
    );
    expect(erased.errors).toBeUndefined();
    expect(await logOf(hashOf(email))).toEqual([]);
    expect(await sql(shop, 'select 1 from consent_log where user_id = ?', [userId])).toEqual([]);
    expect(await sql(shop, 'select 1 from newsletter_subscriptions where email = ?', [email])).toEqual([]);
  });
});

describe('the privacy notice', () => {
  it('is public, versioned, and only admins publish a new version (the consent log names it)', async () => {
    const first = await shop.rest<{ version: string; officerEmail: string; retention: unknown[] }>(
      'GET',
      '/api/privacy/notice',
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: '1', officerEmail: 'privacy@rupeeshop.in' });
    expect(first.body.retention.length).toBeGreaterThan(5);
    const input = {
      fiduciaryName: 'Rupee Shop Pvt Ltd',
      fiduciaryContact: 'privacy@rupeeshop.in, 12 MG Road, Bengaluru',
      officerName: 'Meera Iyer',
      officerEmail: 'Grievance@RupeeShop.in',
      body: 'We keep only what we need.\n\n## Your rights\n- See your data',
    };
    const publish = `mutation ($i: PrivacyNoticeInput!) { publishPrivacyNotice(input: $i) { version officerEmail publishedAt } }`;
    const { token } = await signUp(shop, { email: fresh('nosy') });
    const denied = await shop.gql(publish, { i: input }, { token });
    expect(denied.errors?.[0]?.message).toBe('Access denied. Admin login required.');
    const anon = await shop.gql(publish, { i: input });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await shop.gql(publish, { i: { ...input, officerEmail: 'nope' } }, { token: admin });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address' });
    const empty = await shop.gql(publish, { i: { ...input, body: '   ' } }, { token: admin });
    expect(empty.errors?.[0]?.message).toBe('Enter the text of the notice');
    const ok = await shop.gql<{ publishPrivacyNotice: { version: string; officerEmail: string } }>(
      publish,
      { i: input },
      { token: admin },
    );
    expect(ok.data?.publishPrivacyNotice).toMatchObject({
      version: '2',
      officerEmail: 'grievance@rupeeshop.in',
    });
    const now = await shop.gql<{ privacyNotice: { version: string; officerName: string; body: string } }>(
      '{ privacyNotice { version officerName body } }',
    );
    expect(now.data?.privacyNotice).toEqual({ version: '2', officerName: 'Meera Iyer', body: input.body });
    // A consent given now names version 2.
    const email = fresh('v2');
    const { token: t2 } = await signUp(shop, { email });
    await shop.rest('PUT', '/api/privacy/consents/newsletter', { granted: true }, { token: t2 });
    expect((await logOf(hashOf(email)))[0]?.notice_version).toBe('2');
  });
});

describe('grievances and requests', () => {
  it('are filed by anyone, acknowledged by e-mail, listed and closed by admins only', async () => {
    const email = fresh('grieve');
    const filed = await shop.rest<{ id: string; status: string; dueAt: string; createdAt: string }>(
      'POST',
      '/api/privacy/requests',
      { name: 'Kiran Das', email, kind: 'grievance', message: 'You mailed me offers I never asked for.' },
      { client: '10.42.0.1' },
    );
    expect(filed.status).toBe(201);
    expect(filed.body.status).toBe('open');
    const days = (Date.parse(filed.body.dueAt) - Date.parse(filed.body.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const ack = await shop.mail.waitForMail(email, 1);
    expect(ack.subject).toMatch(/we received your privacy request/);
    expect(body(ack)).toContain(filed.body.id.slice(0, 8).toUpperCase());
    // The acknowledgement never repeats what was written (the form must not relay text to strangers).
    expect(body(ack)).not.toContain('never asked for');

    for (const bad of [
      [{ name: 'K', email, kind: 'complaint', message: 'x' }, 'Choose what your request is about'],
      [{ name: '', email, kind: 'access', message: 'x' }, 'Enter your name'],
      [{ name: 'K', email: 'nope', kind: 'access', message: 'x' }, 'Please enter a valid email address'],
      [{ name: 'K', email, kind: 'access', message: ' ' }, 'Tell us what you are asking for'],
    ] as const) {
      const res = await shop.rest('POST', '/api/privacy/requests', bad[0], { client: '10.42.0.2' });
      expect(res).toMatchObject({ status: 400, body: { error: bad[1] } });
    }

    // Signed in, the account's own address is used (and the request is tied to the account).
    const own = fresh('own');
    const { token, userId } = await signUp(shop, { email: own });
    const mine = await shop.gql<{ submitPrivacyRequest: { userId: string; email: string } }>(
      `mutation { submitPrivacyRequest(input: { name: "Own", email: "someone@else.com", kind: "erasure", message: "Erase me" }) { userId email } }`,
      {},
      { token, client: '10.42.0.3' },
    );
    expect(mine.data?.submitPrivacyRequest).toEqual({ userId, email: own });

    const list = '{ privacyRequests(status: "open") { id kind status acknowledgedAt } }';
    expect((await shop.gql(list, {}, { token })).errors?.[0]?.message).toBe(
      'Access denied. Admin login required.',
    );
    const listed = await shop.gql<{ privacyRequests: { id: string; acknowledgedAt: string | null }[] }>(
      list,
      {},
      { token: admin },
    );
    const row = listed.data?.privacyRequests.find((r) => r.id === filed.body.id);
    expect(row?.acknowledgedAt).toBeTruthy();

    const close =
      'mutation ($id: ID!, $r: String!) { closePrivacyRequest(id: $id, resolution: $r) { status resolution closedAt } }';
    expect((await shop.gql(close, { id: filed.body.id, r: 'x' }, { token })).errors?.[0]?.message).toBe(
      'Access denied. Admin login required.',
    );
    const closed = await shop.gql<{ closePrivacyRequest: { status: string; resolution: string } }>(
      close,
      { id: filed.body.id, r: 'Removed from the list; apologised.' },
      { token: admin },
    );
    expect(closed.data?.closePrivacyRequest).toMatchObject({
      status: 'closed',
      resolution: 'Removed from the list; apologised.',
    });
    const again = await shop.gql(close, { id: filed.body.id, r: 'again' }, { token: admin });
    expect(again.errors?.[0]?.message).toBe('This request is already closed.');
    const missing = await shop.gql(close, { id: crypto.randomUUID(), r: 'x' }, { token: admin });
    expect(missing.errors?.[0]?.message).toBe('No such request.');

    // Acting on it: the admin's export on this request is in the audit list with the request's id.
    const exp = await shop.gql<{ adminRequestDataExport: { id: string } }>(
      'mutation ($u: ID!, $r: ID) { adminRequestDataExport(userId: $u, requestId: $r) { id } }',
      {
        u: userId,
        r: (
          await sql<{ id: string }>(shop, 'select id from privacy_requests where user_id = ?', [userId])
        )[0]!.id,
      },
      { token: admin },
    );
    expect(exp.errors).toBeUndefined();
    const audit = await shop.gql<{
      privacyAudit: { action: string; subjectId: string; requestId: string | null }[];
    }>('{ privacyAudit { action subjectId requestId actorRole } }', {}, { token: admin });
    expect(audit.data?.privacyAudit[0]).toMatchObject({
      action: 'export',
      subjectId: userId,
      requestId: expect.any(String),
    });
    expect((await shop.gql('{ privacyAudit { id } }', {}, { token })).errors?.[0]?.message).toBe(
      'Access denied. Admin login required.',
    );
  });
});
