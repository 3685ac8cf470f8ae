import crypto from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createProduct,
  firstError,
  orderInput,
  placeOrder,
  sql,
  topUp,
  type PlaceOrderJson,
} from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

/** Issue 34: erasing an account (the person's right to erasure), and downloading one's data. */
let shop: TestShop;
let admin: string;
let productId: string;
/** Runs inside an order's transaction, after the stock moved (a test sets it for one order). */
let duringOrder: (() => Promise<void>) | undefined;

const PASSWORD = 'Secret#123';
const fresh = (who: string) => `${who}.${crypto.randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  shop = await startTestShop({}, { orderHooks: { afterStockDecrement: () => duringOrder?.() } });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  productId = await createProduct(shop, { name: 'Brass Diya', pricePaise: 49_900, stock: 1000 });
});
afterAll(() => shop?.close());

/** A shopper whose name, e-mail, mobile and address appear nowhere else, who used every feature. */
interface Person {
  name: string;
  email: string;
  mobile: string;
  address: string;
  street: string;
  token: string;
  userId: string;
}

async function busyShopper(tag: string): Promise<Person> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const name = `Zebulon ${tag} Quartz${suffix}`;
  const email = fresh(`zq-${tag}`);
  const mobile = `9${String(crypto.randomInt(100_000_000, 999_999_999))}`;
  const street = `${crypto.randomInt(100, 999)} Lotus Lane ${suffix}`;
  const address = `${street}, Pune`;
  const client = `10.77.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}`;
  const { token, userId } = await signUp(shop, { email, name, client });
  const ok = (res: { errors?: unknown[] }) => {
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  };
  ok(
    await shop.gql(
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { message } }`,
      { i: { name, email, mobileNumber: mobile, address } },
      { token },
    ),
  );
  ok(
    await shop.gql(
      `mutation($i: SaveAddressInput!) { saveAddress(input: $i) { message } }`,
      { i: { name, phone: mobile, address: street, city: 'Pune', postalCode: '411001', stateCode: '27' } },
      { token },
    ),
  );
  const shipping = {
    name,
    phone: mobile,
    email,
    address: street,
    city: 'Pune',
    postalCode: '411001',
    stateCode: '27',
  };
  const mailsBefore = shop.mail.mailsTo(email).length;
  const placed = await placeOrder(
    shop,
    token,
    orderInput([{ productId, quantity: 1 }], {
      shipping,
      payment: { method: 'UPI', upiId: `${suffix}@okaxis`, upiProvider: 'GPay' },
    }),
  );
  ok(placed);
  // The confirmation goes out once the order is paid, after the answer: let it arrive first, so
  // the mails that follow (the erasure code) are counted after it.
  await shop.mail.waitForMail(email, mailsBefore + 1);
  ok(
    await shop.gql(
      `mutation($p: ID!) { addReview(productId: $p, rating: 5, review: "Lovely, says ${name}") { id } }`,
      { p: productId },
      { token },
    ),
  );
  ok(
    await shop.gql(
      `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id } }`,
      { i: { content: `Hello, this is ${name}, call me on ${mobile}` } },
      { token },
    ),
  );
  ok(
    await shop.gql(
      `mutation($n: String!, $e: String!, $m: String!) { submitContact(name: $n, email: $e, message: $m) { message } }`,
      { n: name, e: email, m: `Please write to me at ${address}` },
      { token, client },
    ),
  );
  ok(
    await shop.gql(
      `mutation($e: String!) { subscribeNewsletter(email: $e) { message } }`,
      { e: email },
      { client },
    ),
  );
  return { name, email, mobile, address, street, token, userId };
}

/** Every text-like column of every table (any schema but the catalogs) holding one of these strings. */
async function tablesHolding(needles: string[]): Promise<string[]> {
  const columns = await sql<{ table_schema: string; table_name: string; column_name: string }>(
    shop,
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  for (const c of columns) {
    const [row] = await sql<{ n: string }>(
      shop,
      `select count(*) as n from "${c.table_schema}"."${c.table_name}" where ${patterns
        .map(() => `lower("${c.column_name}"::text) like ?`)
        .join(' or ')}`,
      patterns,
    );
    if (Number(row?.n) > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
}

const REQUEST_CODE = `mutation($p: String!) { requestAccountErasure(password: $p) { message } }`;
const ERASE = `mutation($c: String!) { eraseMyAccount(code: $c) { message } }`;

async function eraseCode(p: Person): Promise<string> {
  const before = shop.mail.mailsTo(p.email).length;
  const res = await shop.gql<{ requestAccountErasure: { message: string } }>(
    REQUEST_CODE,
    { p: PASSWORD },
    { token: p.token },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data?.requestAccountErasure.message).toMatch(/code/);
  // An order's confirmation (sent once it is paid, after the answer) may arrive in between.
  for (let nth = before + 1; ; nth++) {
    const mail = await shop.mail.waitForMail(p.email, nth);
    if (!/order #\w+ confirmed/i.test(mail.subject)) return shop.mail.codeFor(p.email, nth);
  }
}

function socket(token: string): { ws: Client; closed: Promise<number> } {
  let done!: (code: number) => void;
  const closed = new Promise<number>((r) => (done = r));
  const ws = createClient({
    url: `${shop.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    connectionParams: { authorization: `Bearer ${token}` },
    on: { closed: (e) => done((e as { code: number }).code) },
  });
  ws.subscribe(
    { query: 'subscription { accountUpdated { name } }' },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  return { ws, closed };
}

const salesTotals = async () =>
  (
    await sql<{ n: string; total: string; gst: string }>(
      shop,
      'select count(*) as n, sum(total_paise) as total, sum(gst_paise) as gst from orders',
    )
  )[0];

describe('erasing my account', () => {
  it('needs the password, an empty wallet and the e-mailed code; a wrong one changes nothing', async () => {
    const p = await busyShopper('steps');
    const wrong = await shop.gql(REQUEST_CODE, { p: 'Wrong#999' }, { token: p.token });
    expect(firstError(wrong)?.message).toBe('Current password is incorrect');

    await topUp(shop, p.token, 10);
    const rich = await shop.gql(REQUEST_CODE, { p: PASSWORD }, { token: p.token });
    expect(firstError(rich)?.message).toMatch(/wallet still holds ₹10.*refund/);
    // Spend the wallet: an order paid with it.
    const spent = await placeOrder(
      shop,
      p.token,
      orderInput([{ productId, quantity: 1 }], {
        useWallet: true,
        payment: { method: 'UPI', upiId: 'x@okaxis', upiProvider: 'GPay' },
      }),
    );
    expect(spent.errors).toBeUndefined();

    const code = await eraseCode(p);
    const other = code === '000000' ? '111111' : '000000';
    const bad = await shop.gql(ERASE, { c: other }, { token: p.token });
    expect(firstError(bad)?.message).toBe('Invalid or expired code');
    expect((await logIn(shop, p.email, PASSWORD)).userId).toBe(p.userId);
    const [still] = await sql<{ name: string; erased_at: Date | null }>(
      shop,
      'select name, erased_at from users where id = ?',
      [p.userId],
    );
    expect(still).toEqual({ name: p.name, erased_at: null });
  });

  it('erases every trace of the person in one go; orders and amounts stay, detached; tokens and sockets die', async () => {
    const p = await busyShopper('gone');
    const other = await busyShopper('stays');
    const second = await logIn(shop, p.email, PASSWORD);
    const sockets = [socket(p.token), socket(second.token)];
    await new Promise((r) => setTimeout(r, 300));
    const salesBefore = await salesTotals();
    const ordersBefore = await sql<{ id: string; total_paise: number }>(
      shop,
      'select id, total_paise from orders where user_id = ? order by id',
      [p.userId],
    );
    expect(ordersBefore.length).toBe(1);
    // Before: the person is found in many tables (the grep finds what it should).
    const before = await tablesHolding([p.name, p.email, p.mobile, p.street]);
    for (const t of [
      'public.users.name',
      'public.orders.shipping_name',
      'public.addresses.address',
      'public.reviews.user_name',
    ])
      expect(before).toContain(t);

    const code = await eraseCode(p);
    const res = await shop.gql<{ eraseMyAccount: { message: string } }>(
      ERASE,
      { c: code },
      { token: p.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.eraseMyAccount.message).toMatch(/erased/);

    // No table holds the name, e-mail, mobile or street address any more.
    expect(await tablesHolding([p.name, p.email, p.mobile, p.street])).toEqual([]);
    // The other shopper is untouched.
    expect(await tablesHolding([other.name])).toContain('public.users.name');
    expect((await shop.gql('{ me { email } }', {}, { token: other.token })).data).toEqual({
      me: { email: other.email },
    });

    // Orders, lines and amounts stay; sales reconcile.
    const ordersAfter = await sql<{ id: string; total_paise: number; shipping_city: string }>(
      shop,
      'select id, total_paise, shipping_city from orders where user_id = ? order by id',
      [p.userId],
    );
    expect(ordersAfter.map((o) => [o.id, o.total_paise])).toEqual(
      ordersBefore.map((o) => [o.id, o.total_paise]),
    );
    expect(ordersAfter[0]?.shipping_city).toBe('Pune');
    expect(await salesTotals()).toEqual(salesBefore);
    const [lines] = await sql<{ n: string }>(
      shop,
      'select count(*) as n from order_items where order_id = ?',
      [ordersBefore[0]!.id],
    );
    expect(Number(lines?.n)).toBe(1);
    // The review stays, by "A verified buyer".
    const [review] = await sql<{ user_name: string }>(
      shop,
      'select user_name from reviews where user_id = ?',
      [p.userId],
    );
    expect(review?.user_name).toBe('A verified buyer');

    // Both sessions' tokens are refused; both sockets closed (4403).
    for (const token of [p.token, second.token])
      expect((await shop.gql('{ me { id } }', {}, { token })).status).toBe(401);
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4403, 4403]);
    const login = await shop.rest('POST', '/api/auth/login', { email: p.email, password: PASSWORD });
    expect(login.status).toBe(401);

    // Erasing twice loses nothing: the old token is refused, an admin is told it is done already.
    const again = await shop.gql(ERASE, { c: code }, { token: p.token });
    expect(again.status).toBe(401);
    const byAdmin = await shop.gql(
      `mutation($u: ID!) { adminEraseAccount(userId: $u) { message } }`,
      { u: p.userId },
      { token: admin },
    );
    expect(firstError(byAdmin)?.message).toBe('This account has already been erased.');
    expect(await salesTotals()).toEqual(salesBefore);
  });

  it('an order being placed while the account is erased: the order commits first, then is detached too', async () => {
    const p = await busyShopper('race');
    const code = await eraseCode(p);
    let erasure: Promise<{ status: number; errors?: unknown }> | undefined;
    duringOrder = async () => {
      duringOrder = undefined;
      erasure = shop.gql(ERASE, { c: code }, { token: p.token });
      // The erasure reaches the account's lock and waits for this order's transaction.
      await new Promise((r) => setTimeout(r, 600));
    };
    const placed = await placeOrder(shop, p.token, orderInput([{ productId, quantity: 2 }]));
    expect(placed.errors).toBeUndefined();
    const orderId = (placed.data as PlaceOrderJson).placeOrder.order.id;
    expect(erasure).toBeDefined();
    const erased = await erasure!;
    expect(erased.errors).toBeUndefined();
    const [order] = await sql<{ shipping_name: string; user_id: string; total_paise: number }>(
      shop,
      'select shipping_name, user_id, total_paise from orders where id = ?',
      [orderId],
    );
    expect(order).toMatchObject({ shipping_name: '', user_id: p.userId });
    expect(order?.total_paise).toBeGreaterThan(0);
    expect(await tablesHolding([p.name, p.email, p.mobile, p.street])).toEqual([]);
  });

  it('an admin erases on a written request (audited); admins cannot be erased', async () => {
    const p = await busyShopper('byadmin');
    const refused = await shop.gql(
      `mutation($u: ID!) { adminEraseAccount(userId: $u) { message } }`,
      { u: p.userId },
      { token: p.token },
    );
    expect(firstError(refused)?.code).toBe('FORBIDDEN');
    const res = await shop.rest('POST', '/api/privacy/admin/erasure', { userId: p.userId }, { token: admin });
    expect(res.status).toBe(200);
    expect(await tablesHolding([p.name, p.email])).toEqual([]);
    const audit = await sql<{ action: string; actor_role: string }>(
      shop,
      'select action, actor_role from privacy_audit where subject_id = ?',
      [p.userId],
    );
    expect(audit).toEqual([{ action: 'erase', actor_role: 'admin' }]);
    const self = await shop.gql(REQUEST_CODE, { p: ADMIN.password }, { token: admin });
    expect(firstError(self)?.code).toBe('FORBIDDEN');
  });
});

const REQUEST_EXPORT = `mutation { requestDataExport { id status expiresAt downloadPath } }`;
interface ExportJson {
  id: string;
  status: string;
  expiresAt: string;
  downloadPath: string;
}

describe('downloading my data', () => {
  it('gives the shopper every kind of data held about them, and none of anyone else’s', async () => {
    const p = await busyShopper('export');
    const other = await busyShopper('neighbour');
    const res = await shop.gql<{ requestDataExport: ExportJson }>(REQUEST_EXPORT, {}, { token: p.token });
    expect(res.errors).toBeUndefined();
    const ex = res.data!.requestDataExport;
    // JOBS=off: the background job ran at once.
    expect(ex.status).toBe('ready');
    expect(new Date(ex.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    const file = await shop.rest<Record<string, unknown>>('GET', ex.downloadPath, undefined, {
      token: p.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="rupee-shop-my-data-/);
    const body = file.body;
    expect(body.schema).toBe('rupee-shop.personal-data/1');
    expect(body.profile).toMatchObject({
      id: p.userId,
      name: p.name,
      email: p.email,
      mobileNumber: p.mobile,
      address: p.address,
    });
    expect(body.addresses).toEqual([expect.objectContaining({ address: p.street, phone: p.mobile })]);
    const orders = body.orders as { shippingName: string; lines: unknown[]; timeline: unknown[] }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ shippingName: p.name });
    expect(orders[0]!.lines).toHaveLength(1);
    expect(orders[0]!.timeline.length).toBeGreaterThan(0);
    expect(body.wallet).toMatchObject({ balancePaise: 0 });
    expect(body.reviews).toEqual([expect.objectContaining({ rating: 5, userName: p.name })]);
    expect(body.chatMessages).toEqual(
      expect.arrayContaining([expect.objectContaining({ content: expect.stringContaining(p.name) })]),
    );
    expect((body.notifications as unknown[]).length).toBeGreaterThan(0);
    expect(body.newsletter).toEqual([expect.objectContaining({ email: p.email })]);
    expect(body.contactMessages).toEqual([expect.objectContaining({ email: p.email })]);
    expect(body.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: expect.any(String), ipAddress: expect.any(String) }),
      ]),
    );
    expect(Array.isArray(body.consents)).toBe(true);
    const text = JSON.stringify(body);
    for (const theirs of [other.name, other.email, other.mobile, other.street])
      expect(text).not.toContain(theirs);

    // Only the shopper opens it: another shopper is refused, so is nobody; an expired one is gone.
    expect((await shop.rest('GET', ex.downloadPath, undefined, { token: other.token })).status).toBe(403);
    expect((await shop.rest('GET', ex.downloadPath)).status).toBe(401);
    const mine = await shop.gql<{ myDataExports: { id: string }[] }>(
      '{ myDataExports { id } }',
      {},
      { token: p.token },
    );
    expect(mine.data?.myDataExports.map((e) => e.id)).toEqual([ex.id]);
    await sql(shop, `update privacy_exports set expires_at = now() - interval '1 second' where id = ?`, [
      ex.id,
    ]);
    const gone = await shop.rest<{ message: string }>('GET', ex.downloadPath, undefined, { token: p.token });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/expired/);
  });

  it('the job builds what was asked at the clock it is given, once (a retry changes nothing)', async () => {
    const p = await busyShopper('job');
    const [row] = await sql<{ id: string }>(
      shop,
      `insert into privacy_exports (user_id, expires_at) values (?, now() + interval '1 day') returning id`,
      [p.userId],
    );
    const at = new Date(Date.now() - 3600_000);
    expect(await shop.server.jobs.runNow('privacy.export', { exportId: row!.id }, at)).toEqual({
      status: 'ready',
    });
    expect(await shop.server.jobs.runNow('privacy.export', { exportId: row!.id }, new Date())).toEqual({
      status: 'ready',
    });
    const [done] = await sql<{ ready_at: Date; expires_at: Date; generated: string }>(
      shop,
      `select ready_at, expires_at, body ->> 'generatedAt' as generated from privacy_exports where id = ?`,
      [row!.id],
    );
    expect(new Date(done!.ready_at).getTime()).toBe(at.getTime());
    expect(new Date(done!.expires_at).getTime()).toBe(at.getTime() + 24 * 3600_000);
    expect(done!.generated).toBe(at.toISOString());
  });

  it('an admin asks for a shopper’s data on a written request: audited, the admin alone downloads it', async () => {
    const p = await busyShopper('adminexport');
    const res = await shop.rest<ExportJson>(
      'POST',
      '/api/privacy/admin/exports',
      { userId: p.userId },
      { token: admin },
    );
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('ready');
    const file = await shop.rest<{ profile: { email: string } }>('GET', res.body.downloadPath, undefined, {
      token: admin,
    });
    expect(file.body.profile.email).toBe(p.email);
    expect((await shop.rest('GET', res.body.downloadPath, undefined, { token: p.token })).status).toBe(403);
    const refused = await shop.rest(
      'POST',
      '/api/privacy/admin/exports',
      { userId: p.userId },
      { token: p.token },
    );
    expect(refused.status).toBe(403);
    const audit = await sql<{ action: string }>(
      shop,
      'select action from privacy_audit where subject_id = ?',
      [p.userId],
    );
    expect(audit).toEqual([{ action: 'export' }]);
  });
});
