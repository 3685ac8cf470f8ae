import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

let shop: TestShop;
let admin: string;
let shopper: { token: string; userId: string };

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' as never });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  shopper = await signUp(shop, { email: 'ravi@example.com', name: 'Ravi Kumar' });
});
afterAll(() => shop?.close());

describe('newsletter', () => {
  it('subscribes once per address, case-insensitively, answering an existing address as a new one', async () => {
    const welcome = {
      message: 'Almost there: we sent you an e-mail. Open its link to confirm your subscription.',
    };
    const ok = await shop.rest('POST', '/api/newsletter/subscribe', { email: 'Deals@Example.com' });
    expect(ok).toMatchObject({ status: 201, body: welcome });
    // Nobody learns from the answer whether an address is on the list.
    const dup = await shop.rest('POST', '/api/newsletter/subscribe', { email: 'deals@example.COM' });
    expect(dup).toMatchObject({ status: 201, body: welcome });
    expect(dup.body).toEqual(ok.body);
    const gqlNew = await shop.gql(`mutation { subscribeNewsletter(email: "fresh@example.com") { message } }`);
    const gqlDup = await shop.gql(`mutation { subscribeNewsletter(email: "DEALS@example.com") { message } }`);
    expect(gqlDup.errors).toBeUndefined();
    expect(gqlDup.data).toEqual(gqlNew.data);
    const rows = await shop.server.orm.em
      .fork()
      .getConnection()
      .execute(`select email from newsletter_subscriptions where email like 'deals@%'`);
    expect(rows).toEqual([{ email: 'deals@example.com' }]);
  });

  it('needs a valid address', async () => {
    for (const email of ['', '   ', 'not-an-email', undefined]) {
      const res = await shop.rest('POST', '/api/newsletter/subscribe', { email });
      expect(res).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    }
    const ok = await shop.gql<{ subscribeNewsletter: { message: string } }>(
      `mutation { subscribeNewsletter(email: "new@example.in") { message } }`,
    );
    expect(ok.data?.subscribeNewsletter.message).toBe(
      'Almost there: we sent you an e-mail. Open its link to confirm your subscription.',
    );
  });
});

describe('contact and feedback', () => {
  it('stores a message without a user when logged out, with the user when logged in', async () => {
    const anon = await shop.rest('POST', '/api/contact/submit', {
      name: 'Meera',
      email: 'meera@example.com',
      message: 'Do you ship to Shillong?',
      userId: '00000000-0000-4000-8000-000000000000', // ignored
    });
    expect(anon).toMatchObject({ status: 201, body: { message: 'Message sent successfully!' } });
    const mine = await shop.rest(
      'POST',
      '/api/contact/submit',
      { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Where is my order?' },
      { token: shopper.token },
    );
    expect(mine.status).toBe(201);
    const gql = await shop.gql<{ submitContact: { message: string } }>(
      `mutation { submitContact(name: "Ravi", email: "ravi@example.com", message: "Thanks!") { message } }`,
      {},
      { token: shopper.token },
    );
    expect(gql.data?.submitContact.message).toBe('Message sent successfully!');
    // A stale token never blocks the public form.
    const stale = await shop.rest(
      'POST',
      '/api/contact/submit',
      { name: 'X', email: 'x@example.com', message: 'Hi' },
      { token: 'not.a.token' },
    );
    expect(stale.status).toBe(201);

    const list = await shop.rest<{ _id: string; name: string; userId: string | null; message: string }[]>(
      'GET',
      '/api/contact/feedbacks',
      undefined,
      { token: admin },
    );
    expect(list.status).toBe(200);
    const byMessage = Object.fromEntries(list.body.map((f) => [f.message, f]));
    expect(byMessage['Do you ship to Shillong?']!.userId).toBeNull();
    expect(byMessage['Where is my order?']!.userId).toBe(shopper.userId);
    expect(byMessage['Thanks!']!.userId).toBe(shopper.userId);
    expect(byMessage.Hi!.userId).toBeNull();
    expect(list.body[0]!.message).toBe('Hi'); // newest first
  });

  it('validates name, e-mail format and message', async () => {
    const send = (body: Record<string, string>) => shop.rest('POST', '/api/contact/submit', body);
    expect((await send({ email: 'a@b.co', message: 'm' })).body).toMatchObject({ error: 'Name is required' });
    expect((await send({ name: 'A', message: 'm' })).body).toMatchObject({ error: 'Email is required' });
    expect((await send({ name: 'A', email: 'nope', message: 'm' })).body).toMatchObject({
      error: 'Please enter a valid email address',
    });
    expect(await send({ name: 'A', email: 'a@b.co', message: ' ' })).toMatchObject({
      status: 400,
      body: { error: 'Message is required' },
    });
  });

  it('lets only admins list and delete feedback', async () => {
    const denied = 'Access denied. Admin login required.';
    expect(
      await shop.rest('GET', '/api/contact/feedbacks', undefined, { token: shopper.token }),
    ).toMatchObject({
      status: 403,
      body: { error: denied },
    });
    expect((await shop.rest('GET', '/api/contact/feedbacks')).status).toBe(401);
    const gqlDenied = await shop.gql(`{ feedbacks { id } }`, {}, { token: shopper.token });
    expect(gqlDenied.errors?.[0]?.message).toBe(denied);

    const list = await shop.gql<{
      feedbacks: { id: string; name: string; email: string; createdAt: string }[];
    }>(`{ feedbacks { id name email message userId createdAt } }`, {}, { token: admin });
    const target = list.data!.feedbacks[0]!;
    expect(
      await shop.rest('DELETE', `/api/contact/feedbacks/${target.id}`, undefined, { token: shopper.token }),
    ).toMatchObject({ status: 403, body: { error: denied } });
    const del = await shop.rest('DELETE', `/api/contact/feedbacks/${target.id}`, undefined, { token: admin });
    expect(del.status).toBe(200);
    const again = await shop.gql(
      `mutation D($id: ID!) { deleteFeedback(id: $id) { id } }`,
      { id: target.id },
      {
        token: admin,
      },
    );
    expect(again.errors?.[0]?.message).toBe('Feedback not found');
    const after = await shop.gql<{ feedbacks: { id: string }[] }>(
      `{ feedbacks { id } }`,
      {},
      { token: admin },
    );
    expect(after.data!.feedbacks.map((f) => f.id)).not.toContain(target.id);
    expect(after.data!.feedbacks).toHaveLength(list.data!.feedbacks.length - 1);
  });
});
