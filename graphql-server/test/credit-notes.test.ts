import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { startShopServer, type ShopServer } from '../src/server.js';
import { createProduct, orderInput, placeOrder, SHIPPING, sql } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { Receiver } from './support/webhook-receiver.js';

/**
 * GST credit notes (issue 33, docs/gst.md "Credit notes"): one per refund of an invoiced order,
 * in the refund's transaction, numbered per financial year, frozen; their PDF, who may read them,
 * their webhook events and the privacy download.
 */
const run = promisify(execFile);
const BURST = { orders: { points: 1000, durationSeconds: 600 } };

/** The clock documents are issued at: 29 Nov 2026 (financial year 26-27) until a test moves it. */
let now = new Date('2026-11-29T06:00:00Z');
const clock = () => now;

let shop: TestShop;
let admin: string;
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };
let lamp: string;
const receiver = new Receiver();

const SELLER = {
  legalName: 'Rupee Retail Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'rs',
};
const SAVE_SELLER = `mutation($input: UpdateSellerSettingsInput!) { updateSellerSettings(input: $input) { message } }`;
const CREDIT_NOTES = `query($id: ID!) { order(id: $id) { id refundedAmount feeAmount creditNotes {
  id number issuedAt kind reason invoiceNumber invoiceDate intraState secondTaxName taxableValue cgst sgst igst
  total totalInWords pdfPath } } }`;
const INVOICE = `query($id: ID!) { invoice(orderId: $id) { number issuedAt total cgst sgst igst } }`;

interface CreditNoteJson {
  id: string;
  number: string;
  issuedAt: string;
  kind: string;
  reason: string;
  invoiceNumber: string;
  invoiceDate: string;
  intraState: boolean;
  secondTaxName: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  totalInWords: string;
  pdfPath: string;
}

async function paidOrder(token: string, extra: Record<string, unknown> = {}, url?: string): Promise<string> {
  if (url) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '10.0.0.1',
      },
      body: JSON.stringify({
        query:
          'mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { order { id } } }',
        variables: { input: orderInput([{ productId: lamp, quantity: 1 }], extra), key: crypto.randomUUID() },
      }),
    });
    const body = (await res.json()) as { data?: { placeOrder: { order: { id: string } } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder.order.id;
  }
  const res = await placeOrder(shop, token, orderInput([{ productId: lamp, quantity: 1 }], extra));
  expect(res.errors).toBeUndefined();
  return res.data!.placeOrder.order.id;
}

async function gqlOn(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': '10.0.0.1',
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

const CANCEL = 'mutation($id: ID!) { cancelOrder(id: $id) { message } }';

async function cancel(orderId: string, token: string) {
  const res = await shop.gql<{ cancelOrder: { message: string } }>(CANCEL, { id: orderId }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.cancelOrder.message;
}

async function creditNotesOf(orderId: string, token: string) {
  const res = await shop.gql<{
    order: { refundedAmount: number | null; feeAmount: number | null; creditNotes: CreditNoteJson[] };
  }>(CREDIT_NOTES, { id: orderId }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.order;
}

async function pdfText(pdfPath: string, token: string): Promise<string> {
  const res = await fetch(`${shop.url}${pdfPath}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="credit-note-RS-CN-\d\d-\d\d-\d{4}\.pdf"$/,
  );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-note-'));
  const file = path.join(dir, 'credit-note.pdf');
  await fs.writeFile(file, Buffer.from(await res.arrayBuffer()));
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  expect(info).toMatch(/Page size:\s+595(\.\d+)? x 841(\.\d+)? pts \(A4\)/);
  expect(info).toMatch(/Pages:\s+1\b/);
  await fs.rm(dir, { recursive: true, force: true });
  return stdout.replace(/\s+/g, ' ');
}

/** round(a × b / c), half up: the documented rule, computed here independently. */
const rounded = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

beforeAll(async () => {
  shop = await startTestShop(
    { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', API_RATE_LIMIT_BUCKET: 100_000 },
    { clock, actionLimits: BURST },
  );
  await receiver.start();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  asha = await signUp(shop, { email: 'asha-cn@example.com' });
  ravi = await signUp(shop, { email: 'ravi-cn@example.com', name: 'Ravi Kumar' });
  expect((await shop.gql(SAVE_SELLER, { input: SELLER }, { token: admin })).errors).toBeUndefined();
  // ₹1,000.01: its GST (18,000.18 rupees → 18,000 paise rounded) and the fee leave odd paise to round.
  lamp = await createProduct(shop, { name: 'Desk Lamp', pricePaise: 100_001, stock: 1000 });
});
afterAll(async () => {
  await shop?.close();
  await receiver.close();
});
beforeEach(() => {
  now = new Date('2026-11-29T06:00:00Z');
});

describe('a credit note for each kind of refund', () => {
  it('a cancellation: refund less the fee, tax reversed as CGST + SGST in the invoice’s proportion', async () => {
    const orderId = await paidOrder(asha.token);
    const invoice = (
      await shop.gql<{ invoice: { number: string; total: number; cgst: number; sgst: number } }>(
        INVOICE,
        { id: orderId },
        { token: asha.token },
      )
    ).data!.invoice;
    expect(await creditNotesOf(orderId, asha.token)).toMatchObject({ creditNotes: [] });
    now = new Date('2026-11-30T06:00:00Z');
    expect(await cancel(orderId, asha.token)).toMatch(/^Order cancelled\. /);
    const o = await creditNotesOf(orderId, asha.token);
    expect(o.creditNotes).toHaveLength(1);
    const cn = o.creditNotes[0]!;
    expect(cn.number).toMatch(/^RS\/CN\/26-27\/\d{4}$/);
    expect(cn.number.length).toBeLessThanOrEqual(16);
    expect(cn).toMatchObject({
      kind: 'cancellation',
      invoiceNumber: invoice.number,
      intraState: true,
      secondTaxName: 'SGST',
      igst: 0,
      total: o.refundedAmount,
      issuedAt: '2026-11-30T06:00:00.000Z',
    });
    // The figures in paise, by the documented rule: tax = round(GST × refund / invoice total).
    const T = Math.round(invoice.total * 100);
    const G = Math.round((invoice.cgst + invoice.sgst) * 100);
    const R = Math.round(o.refundedAmount! * 100);
    const tax = rounded(G, R, T);
    expect(Math.round(cn.cgst * 100)).toBe(tax - Math.floor(tax / 2));
    expect(Math.round(cn.sgst * 100)).toBe(Math.floor(tax / 2));
    expect(Math.round(cn.taxableValue * 100)).toBe(R - tax);
    expect(Math.round((o.refundedAmount! + o.feeAmount!) * 100)).toBe(T);
    // The row agrees, and is tied to the invoice.
    const [row] = await sql<{ invoice_number: string; total_paise: number; kind: string }>(
      shop,
      `select i.number as invoice_number, c.total_paise, c.kind from credit_notes c join invoices i on i.id = c.invoice_id
        where c.id = ?`,
      [cn.id],
    );
    expect(row).toMatchObject({ invoice_number: invoice.number, total_paise: R, kind: 'cancellation' });
  });

  it('a return: IGST for another state, the return reason on the note', async () => {
    const orderId = await paidOrder(ravi.token, {
      shipping: { ...SHIPPING, name: 'Ravi Kumar', stateCode: '27' },
    });
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
      const moved = await shop.gql(
        'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { message } }',
        { id: orderId, s: status },
        { token: admin },
      );
      expect(moved.errors).toBeUndefined();
    }
    const asked = await shop.gql(
      'mutation($id: ID!) { requestReturn(id: $id, reason: DEFECTIVE_PRODUCT, details: "Cracked shade") { message } }',
      { id: orderId },
      { token: ravi.token },
    );
    expect(asked.errors).toBeUndefined();
    expect((await creditNotesOf(orderId, ravi.token)).creditNotes).toEqual([]);
    const confirmed = await shop.gql(
      'mutation($id: ID!) { confirmReturn(id: $id) { message } }',
      { id: orderId },
      {
        token: admin,
      },
    );
    expect(confirmed.errors).toBeUndefined();
    const o = await creditNotesOf(orderId, ravi.token);
    expect(o.creditNotes).toHaveLength(1);
    const cn = o.creditNotes[0]!;
    expect(cn).toMatchObject({
      kind: 'return',
      intraState: false,
      cgst: 0,
      sgst: 0,
      total: o.refundedAmount,
    });
    expect(cn.reason).toMatch(/^Goods returned \(Defective Product\)/);
    expect(cn.igst).toBeGreaterThan(0);
    expect(Math.round((cn.taxableValue + cn.igst) * 100)).toBe(Math.round(o.refundedAmount! * 100));
    // The admin sees the same note from Order Management.
    expect((await creditNotesOf(orderId, admin)).creditNotes.map((c) => c.number)).toEqual([cn.number]);
  });

  it('an order cancelled before it was paid has no invoice, so no credit note', async () => {
    const res = await placeOrder(
      shop,
      asha.token,
      orderInput([{ productId: lamp, quantity: 1 }], {
        payment: { method: 'UPI', upiProvider: 'GPay', payOnProviderPage: true },
      }),
    );
    expect(res.errors).toBeUndefined();
    const orderId = res.data!.placeOrder.order.id;
    await cancel(orderId, asha.token);
    expect((await creditNotesOf(orderId, asha.token)).creditNotes).toEqual([]);
    const rows = await sql(shop, 'select 1 from credit_notes where order_id = ?', [orderId]);
    expect(rows).toHaveLength(0);
  });
});

describe('the PDF, frozen, and who may read it', () => {
  let orderId: string;
  let cn: CreditNoteJson;
  beforeAll(async () => {
    orderId = await paidOrder(asha.token, {
      business: { gstin: '27AAPFU0939F1ZV', name: 'Asha Traders' },
    });
    await cancel(orderId, asha.token);
    cn = (await creditNotesOf(orderId, asha.token)).creditNotes[0]!;
  });

  it('prints every particular a credit note needs', async () => {
    const invoice = (
      await shop.gql<{ invoice: { number: string } }>(INVOICE, { id: orderId }, { token: asha.token })
    ).data!.invoice;
    const text = await pdfText(cn.pdfPath, asha.token);
    for (const expected of [
      'CREDIT NOTE',
      'Rupee Shop',
      'Rupee Retail Private Limited',
      '12 MG Road, Bengaluru 560001',
      'GSTIN: 29AAGCB7383J1Z4',
      `Credit note number: ${cn.number}`,
      'Credit note date: 29 Nov 2026',
      `Original invoice number: ${invoice.number}`,
      'Original invoice date: 29 Nov 2026',
      'Place of supply: Karnataka (29)',
      'Tax is not payable on reverse charge',
      'Asha Traders',
      'GSTIN: 27AAPFU0939F1ZV',
      'Reason: Order cancelled',
      'Desk Lamp',
      'CGST 9%',
      'SGST 9%',
      'Taxable value credited',
      'Credit note total (INR)',
      `Amount in words: ${cn.totalInWords}`,
      'cancellation fee is not credited',
      'Authorised signatory',
    ])
      expect(text).toContain(expected);
    expect(cn.totalInWords).toMatch(/^Rupees .+ Only$/);
    const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 });
    for (const amount of [cn.taxableValue, cn.cgst, cn.sgst, cn.total])
      expect(text).toContain(inr.format(amount));
  });

  it('is frozen: later edits to the seller and the product change nothing issued', async () => {
    const before = await sql<{ snapshot: unknown; number: string }>(
      shop,
      'select snapshot, number from credit_notes where id = ?',
      [cn.id],
    );
    await shop.gql(
      SAVE_SELLER,
      { input: { ...SELLER, legalName: 'Renamed Retail LLP', address: '1 New Street' } },
      { token: admin },
    );
    await sql(shop, `update products set name = 'Renamed Lamp' where id = ?`, [lamp]);
    const after = await sql<{ snapshot: unknown; number: string }>(
      shop,
      'select snapshot, number from credit_notes where id = ?',
      [cn.id],
    );
    expect(after).toEqual(before);
    const text = await pdfText(cn.pdfPath, asha.token);
    expect(text).toContain('Rupee Retail Private Limited');
    expect(text).toContain('Desk Lamp');
    expect(text).not.toContain('Renamed');
    await shop.gql(SAVE_SELLER, { input: SELLER }, { token: admin });
    await sql(shop, `update products set name = 'Desk Lamp' where id = ?`, [lamp]);
  });

  it('only the owner and admins can fetch it', async () => {
    const get = (p: string, token?: string) =>
      fetch(`${shop.url}${p}`, {
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-forwarded-for': '10.0.0.1' },
      });
    expect((await get(cn.pdfPath, admin)).status).toBe(200);
    const other = await get(cn.pdfPath, ravi.token);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ message: 'Credit note not found' });
    expect((await get(cn.pdfPath)).status).toBe(401);
    // A note asked for under another order, and ids that are not ids.
    const otherOrder = await paidOrder(ravi.token);
    expect((await get(`/api/orders/${otherOrder}/credit-notes/${cn.id}.pdf`, admin)).status).toBe(404);
    expect((await get(`/api/orders/${orderId}/credit-notes/nope.pdf`, asha.token)).status).toBe(404);
    expect((await get(`/api/orders/nope/credit-notes/${cn.id}.pdf`, asha.token)).status).toBe(404);
    // Through GraphQL another shopper cannot reach the order at all.
    const res = await shop.gql(CREDIT_NOTES, { id: orderId }, { token: ravi.token });
    expect(res.errors?.[0]?.message).toBe('Order not found');
  });
});

describe('numbering', () => {
  let b: ShopServer;
  beforeAll(async () => {
    b = await startShopServer(shop.server.config, createLogger('silent'), { clock, actionLimits: BURST });
  });
  afterAll(() => b?.close());

  it(
    '20 concurrent cancellations on two instances: consecutive numbers, no gaps, no duplicates',
    { timeout: 180_000 },
    async () => {
      const shoppers = [asha, ravi, await signUp(shop, { email: 'meera-cn@example.com' })];
      const orders = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const who = shoppers[i % 3]!;
          return paidOrder(who.token).then((id) => ({ id, who, url: i % 2 ? b.url : shop.url }));
        }),
      );
      const [before] = await sql<{ n: number }>(
        shop,
        `select coalesce(max(sequence), 0)::int as n from credit_notes where financial_year = '26-27'`,
      );
      const answers = await Promise.all(orders.map((o) => gqlOn(o.url, o.who.token, CANCEL, { id: o.id })));
      for (const a of answers) expect(a.errors).toBeUndefined();
      const rows = await sql<{ sequence: number; number: string }>(
        shop,
        'select sequence, number from credit_notes where order_id in (?) order by sequence',
        [orders.map((o) => o.id)],
      );
      expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => before!.n + 1 + i));
      expect(new Set(rows.map((r) => r.number)).size).toBe(20);
      const all = await sql<{ sequence: number }>(
        shop,
        `select sequence from credit_notes where financial_year = '26-27' order by sequence`,
      );
      expect(all.map((r) => r.sequence)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    },
  );

  it(
    'a new financial year starts the series again at 0001 on 1 April, India time',
    { timeout: 60_000 },
    async () => {
      const orders = await Promise.all([paidOrder(asha.token), paidOrder(ravi.token), paidOrder(asha.token)]);
      now = new Date('2027-03-31T18:29:59Z'); // 31 March, 23:59:59 IST
      await cancel(orders[0]!, asha.token);
      now = new Date('2027-03-31T18:30:00Z'); // 1 April, 00:00 IST
      const answers = await Promise.all([
        gqlOn(b.url, ravi.token, CANCEL, { id: orders[1] }),
        gqlOn(shop.url, asha.token, CANCEL, { id: orders[2] }),
      ]);
      for (const a of answers) expect(a.errors).toBeUndefined();
      const rows = await sql<{ order_id: string; number: string }>(
        shop,
        'select order_id, number from credit_notes where order_id in (?)',
        [orders],
      );
      const byOrder = new Map(rows.map((r) => [r.order_id, r.number]));
      expect(byOrder.get(orders[0]!)).toMatch(/^RS\/CN\/26-27\/00\d\d$/);
      expect([byOrder.get(orders[1]!), byOrder.get(orders[2]!)].sort()).toEqual([
        'RS/CN/27-28/0001',
        'RS/CN/27-28/0002',
      ]);
    },
  );
});

describe('webhooks and the privacy download', () => {
  it('invoiceIssued and creditNoteIssued: written once each, in the same transaction, delivered with the document', async () => {
    const create = async (document: string) => {
      const res = await shop.gql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
        `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
        { input: { name: 'Accounts', url: receiver.url, document } },
        { token: admin },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.createWebhookEndpoint.endpoint.id;
    };
    const inv = await create(
      'subscription { invoiceIssued { invoiceId orderId number invoice { number total } } }',
    );
    const cnHook = await create(
      'subscription { creditNoteIssued { creditNoteId orderId invoiceId number kind creditNote { number invoiceNumber total } } }',
    );
    await sql(shop, 'update webhook_endpoints set paused = (id not in (?, ?))', [inv, cnHook]);
    const orderId = await paidOrder(asha.token);
    await cancel(orderId, asha.token);
    const events = await sql<{ type: string; aggregate: string; data: Record<string, string> }>(
      shop,
      `select type, aggregate, data from webhook_events where type in ('invoiceIssued', 'creditNoteIssued')
         and data ->> 'orderId' = ? order by type`,
      [orderId],
    );
    expect(events.map((e) => e.type)).toEqual(['creditNoteIssued', 'invoiceIssued']);
    const [note] = await sql<{ id: string; number: string; invoice_id: string }>(
      shop,
      'select id, number, invoice_id from credit_notes where order_id = ?',
      [orderId],
    );
    expect(events[0]).toMatchObject({
      aggregate: `creditNote:${note!.id}`,
      data: {
        creditNoteId: note!.id,
        invoiceId: note!.invoice_id,
        number: note!.number,
        kind: 'cancellation',
      },
    });
    expect(events[1]!.aggregate).toBe(`invoice:${note!.invoice_id}`);
    receiver.reset();
    expect(await shop.server.webhooks.runOnce(new Date())).toBe(2);
    const bodies = receiver.got.map(
      (g) =>
        JSON.parse(g.body) as {
          type: string;
          data: {
            invoiceIssued?: { invoice: { number: string } };
            creditNoteIssued?: Record<string, unknown>;
          };
        },
    );
    const byType = new Map(bodies.map((x) => [x.type, x.data]));
    expect(byType.get('invoiceIssued')!.invoiceIssued!.invoice.number).toMatch(/^RS\/26-27\/\d{6}$/);
    expect(byType.get('creditNoteIssued')!.creditNoteIssued).toMatchObject({
      creditNoteId: note!.id,
      number: note!.number,
      kind: 'cancellation',
      creditNote: { number: note!.number },
    });
    await sql(shop, 'update webhook_endpoints set paused = true');
  });

  it('the privacy download lists the shopper’s invoices and credit notes, and no one else’s', async () => {
    const meera = await signUp(shop, { email: 'export-cn@example.com' });
    const orderId = await paidOrder(meera.token);
    await cancel(orderId, meera.token);
    const res = await shop.gql<{ requestDataExport: { status: string; downloadPath: string } }>(
      'mutation { requestDataExport { status downloadPath } }',
      {},
      { token: meera.token },
    );
    expect(res.errors).toBeUndefined();
    const file = await shop.rest<{
      invoices: Record<string, unknown>[];
      creditNotes: Record<string, unknown>[];
    }>('GET', res.data!.requestDataExport.downloadPath, undefined, { token: meera.token });
    expect(file.status).toBe(200);
    const [invoice] = await sql<{ number: string; total_paise: number }>(
      shop,
      'select number, total_paise from invoices where order_id = ?',
      [orderId],
    );
    const [note] = await sql<{ number: string; total_paise: number }>(
      shop,
      'select number, total_paise from credit_notes where order_id = ?',
      [orderId],
    );
    expect(file.body.invoices).toEqual([
      expect.objectContaining({ number: invoice!.number, orderId, totalPaise: invoice!.total_paise }),
    ]);
    expect(file.body.creditNotes).toEqual([
      expect.objectContaining({
        number: note!.number,
        orderId,
        invoiceNumber: invoice!.number,
        kind: 'cancellation',
        totalPaise: note!.total_paise,
        issuedAt: expect.any(String),
      }),
    ]);
  });
});
