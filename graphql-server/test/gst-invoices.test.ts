import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { orderRef } from '../src/modules/pricing/index.js';
import { startShopServer, type ShopServer } from '../src/server.js';
import { createProduct, orderInput, placeOrder, SHIPPING, sql } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const run = promisify(execFile);
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
const BURST = { orders: { points: 1000, durationSeconds: 600 } };

/** The clock invoices are issued at: 29 Nov 2026 (financial year 26-27) until a test moves it. */
let now = new Date('2026-11-29T06:00:00Z');
const clock = () => now;

let shop: TestShop;
let admin: string;
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };
let lamp: string;
let kettle: string;

const SELLER = {
  legalName: 'Rupee Retail Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'rs',
};
const SAVE_SELLER = `mutation($input: UpdateSellerSettingsInput!) { updateSellerSettings(input: $input) {
  message seller { legalName address stateCode gstin invoicePrefix } } }`;
const INVOICE = `query($id: ID!) { invoice(orderId: $id) { number issuedAt placeOfSupply placeOfSupplyName
  intraState secondTaxName buyerName buyerGstin sellerGstin taxableValue cgst sgst igst total totalInWords pdfPath
  lines { name hsn quantity unitPrice discount taxableValue cgst sgst igst } } }`;
const TAX = 'totals { gstAmount baseTotal tax { intraState cgst sgst igst secondTaxName } }';

interface InvoiceJson {
  number: string;
  placeOfSupply: string;
  intraState: boolean;
  secondTaxName: string;
  buyerGstin: string | null;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  totalInWords: string;
  pdfPath: string;
  lines: { name: string; hsn: string | null; taxableValue: number; discount: number }[];
}

async function invoiceOf(orderId: string, token: string) {
  return shop.gql<{ invoice: InvoiceJson | null }>(INVOICE, { id: orderId }, { token });
}

async function order(
  token: string,
  extra: Record<string, unknown> = {},
  items = [{ productId: lamp, quantity: 1 }],
) {
  const res = await placeOrder(shop, token, orderInput(items, extra));
  expect(res.errors).toBeUndefined();
  return res.data!.placeOrder.order;
}

async function pdfText(orderId: string, token: string): Promise<string> {
  const res = await fetch(`${shop.url}/api/orders/${orderId}/invoice.pdf`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  await fs.writeFile(file, Buffer.from(await res.arrayBuffer()));
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  expect(info).toMatch(/Page size:\s+595(\.\d+)? x 841(\.\d+)? pts \(A4\)/);
  await fs.rm(dir, { recursive: true, force: true });
  return stdout.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  shop = await startTestShop({ JWT_SECRET, API_RATE_LIMIT_BUCKET: 100_000 }, { clock, actionLimits: BURST });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  asha = await signUp(shop, { email: 'asha-gst@example.com' });
  ravi = await signUp(shop, { email: 'ravi-gst@example.com', name: 'Ravi Kumar' });
  lamp = await createProduct(shop, { name: 'Desk Lamp', pricePaise: 100_001, stock: 1000 });
  kettle = await createProduct(shop, { name: 'Steel Kettle', pricePaise: 49_950, stock: 1000 });
});
afterAll(() => shop?.close());

describe('seller details and HSN codes', () => {
  it('refuses a GSTIN with a wrong check character or another state, then saves the seller', async () => {
    const wrongCheck = await shop.gql(
      SAVE_SELLER,
      { input: { ...SELLER, gstin: '29AAGCB7383J1Z5' } },
      { token: admin },
    );
    expect(wrongCheck.errors?.[0]?.message).toBe(
      "GSTIN's check character is wrong: please check for a typing mistake",
    );
    const otherState = await shop.gql(
      SAVE_SELLER,
      { input: { ...SELLER, stateCode: '27' } },
      { token: admin },
    );
    expect(otherState.errors?.[0]?.message).toBe("GSTIN's first two digits must be the state's GST code");
    const badPrefix = await shop.gql(
      SAVE_SELLER,
      { input: { ...SELLER, invoicePrefix: 'R/S' } },
      { token: admin },
    );
    expect(badPrefix.errors?.[0]?.message).toBe('Invoice prefix must be 1 to 3 capital letters or digits');
    const shopper = await shop.gql(SAVE_SELLER, { input: SELLER }, { token: asha.token });
    expect(shopper.errors?.[0]?.message).toBe('Unauthorized: Admins only');

    const ok = await shop.gql<{ updateSellerSettings: { seller: Record<string, string> } }>(
      SAVE_SELLER,
      { input: SELLER },
      { token: admin },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateSellerSettings.seller).toEqual({ ...SELLER, invoicePrefix: 'RS' });
    const states = await shop.gql<{ indianStates: { code: string; name: string }[] }>(
      '{ indianStates { code name } }',
    );
    expect(states.data!.indianStates).toHaveLength(36);
  });

  it('sets HSN per category, overridable per product; refuses 5 digits', async () => {
    const cats = await shop.gql<{ categories: { id: string; name: string }[] }>('{ categories { id name } }');
    const electronics = cats.data!.categories.find((c) => c.name === 'Electronics')!;
    const bad = await shop.gql(
      'mutation($id: ID!) { setCategoryHsn(id: $id, hsnCode: "85165") { hsnCode } }',
      { id: electronics.id },
      { token: admin },
    );
    expect(bad.errors?.[0]?.message).toBe('HSN code must be 4, 6 or 8 digits');
    const set = await shop.gql<{ setCategoryHsn: { hsnCode: string } }>(
      'mutation($id: ID!) { setCategoryHsn(id: $id, hsnCode: "9405") { hsnCode } }',
      { id: electronics.id },
      { token: admin },
    );
    expect(set.data?.setCategoryHsn.hsnCode).toBe('9405');
    const own = await shop.gql<{ updateProduct: { hsnCode: string } }>(
      'mutation($id: ID!) { updateProduct(id: $id, input: { hsnCode: "85161000" }) { hsnCode } }',
      { id: kettle },
      { token: admin },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.updateProduct.hsnCode).toBe('85161000');
  });
});

describe('the GST split and the invoice', () => {
  it('same state as the seller: CGST + SGST; the invoice is numbered and frozen', async () => {
    const quote = await shop.gql<{ quote: { gstAmount: number; tax: Record<string, unknown> } }>(
      'query($i: QuoteInput!) { quote(input: $i) { gstAmount tax { intraState cgst sgst igst secondTaxName } } }',
      { i: { items: [{ productId: lamp, quantity: 1 }], stateCode: '29' } },
      { token: asha.token },
    );
    // 18% of ₹1,000.01 = 180.0018 → ₹180.00; halves ₹90.00 + ₹90.00.
    expect(quote.data!.quote).toEqual({
      gstAmount: 180,
      tax: { intraState: true, cgst: 90, sgst: 90, igst: 0, secondTaxName: 'SGST' },
    });

    const placed = await order(asha.token, {}, [
      { productId: lamp, quantity: 1 },
      { productId: kettle, quantity: 3 },
    ]);
    const view = await shop.gql<{
      order: { totals: { gstAmount: number; tax: { cgst: number; sgst: number; igst: number } } };
    }>(`query($id: ID!) { order(id: $id) { ${TAX} } }`, { id: placed.id }, { token: asha.token });
    const t = view.data!.order.totals;
    expect(t.tax.cgst + t.tax.sgst).toBeCloseTo(t.gstAmount, 2);
    expect(t.tax.igst).toBe(0);

    const inv = (await invoiceOf(placed.id, asha.token)).data!.invoice!;
    expect(inv.number).toMatch(/^RS\/26-27\/\d{6}$/);
    expect(inv.number.length).toBeLessThanOrEqual(16);
    expect(inv).toMatchObject({ placeOfSupply: '29', intraState: true, igst: 0, buyerGstin: null });
    expect(inv.cgst + inv.sgst).toBeCloseTo(t.gstAmount, 2);
    expect(inv.total).toBe(placed.totals.baseTotal);
    expect(Object.fromEntries(inv.lines.map((l) => [l.name, l.hsn]))).toEqual({
      'Desk Lamp': '9405',
      'Steel Kettle': '85161000',
    });

    // Frozen: later edits to the product, the seller and the category change nothing issued.
    await shop.gql(
      'mutation($id: ID!) { updateProduct(id: $id, input: { name: "Renamed", price: 1 }) { id } }',
      { id: lamp },
      { token: admin },
    );
    await shop.gql(
      SAVE_SELLER,
      { input: { ...SELLER, legalName: 'Someone Else Ltd', invoicePrefix: 'ZZ' } },
      { token: admin },
    );
    const again = (await invoiceOf(placed.id, asha.token)).data!.invoice!;
    expect(again).toEqual(inv);
    const text = await pdfText(placed.id, asha.token);
    expect(text).toContain('Rupee Retail Private Limited');
    expect(text).not.toContain('Someone Else Ltd');
    expect(text).toContain('Desk Lamp');
    await shop.gql(SAVE_SELLER, { input: SELLER }, { token: admin });
    await shop.gql(
      'mutation($id: ID!) { updateProduct(id: $id, input: { name: "Desk Lamp", price: 1000.01 }) { id } }',
      { id: lamp },
      { token: admin },
    );
  });

  it('another state: IGST; a union territory without a legislature: UTGST when the seller is there', async () => {
    const placed = await order(ravi.token, { shipping: { ...SHIPPING, stateCode: '27' } });
    const inv = (await invoiceOf(placed.id, ravi.token)).data!.invoice!;
    expect(inv).toMatchObject({ placeOfSupply: '27', intraState: false, cgst: 0, sgst: 0, igst: 180 });

    const q = await shop.gql<{ quote: { tax: { secondTaxName: string; igst: number } } }>(
      'query($i: QuoteInput!) { quote(input: $i) { tax { secondTaxName igst } } }',
      { i: { items: [{ productId: lamp, quantity: 1 }], stateCode: '04' } },
      { token: ravi.token },
    );
    expect(q.data!.quote.tax).toEqual({ secondTaxName: 'UTGST', igst: 180 });
  });

  it('refuses a missing state and a bad GSTIN; a business buyer gets the GSTIN on the invoice', async () => {
    const noState = { ...SHIPPING, stateCode: ' ' };
    const missing = await placeOrder(
      shop,
      asha.token,
      orderInput([{ productId: lamp, quantity: 1 }], { shipping: noState }),
    );
    expect(missing.errors?.[0]?.message).toBe('Please select your state');
    const bad = await placeOrder(
      shop,
      asha.token,
      orderInput([{ productId: lamp, quantity: 1 }], {
        business: { gstin: '27AAPFU0939F1ZA', name: 'Asha Traders' },
      }),
    );
    expect(bad.errors?.[0]?.message).toBe(
      'Please enter a valid GSTIN (15 characters, its check character right)',
    );

    const placed = await order(asha.token, { business: { gstin: '27aapfu0939f1zv', name: 'Asha Traders' } });
    const inv = (await invoiceOf(placed.id, asha.token)).data!.invoice!;
    expect(inv.buyerGstin).toBe('27AAPFU0939F1ZV');
    const text = await pdfText(placed.id, asha.token);
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toContain('Asha Traders');
  });

  it('a promo lowers the taxable value; the wallet does not', async () => {
    const placed = await order(asha.token, { promoCode: 'SAVE10' });
    const inv = (await invoiceOf(placed.id, asha.token)).data!.invoice!;
    // ₹1,000.01 − 10% (₹100.00) = ₹900.01 taxable; GST as charged ₹180.00.
    expect(inv.taxableValue).toBe(900.01);
    expect(inv.lines[0]!.discount).toBe(100);
    expect(inv.total).toBe(placed.totals.baseTotal);
    expect(inv.taxableValue + inv.cgst + inv.sgst + inv.igst).toBeCloseTo(inv.total, 2);
  });
});

describe('the PDF, the mail and who may read them', () => {
  it('prints every particular rule 46 asks for', async () => {
    const placed = await order(asha.token, {}, [
      { productId: lamp, quantity: 2 },
      { productId: kettle, quantity: 1 },
    ]);
    const inv = (await invoiceOf(placed.id, asha.token)).data!.invoice!;
    const text = await pdfText(placed.id, asha.token);
    for (const field of [
      'TAX INVOICE',
      'Rupee Shop',
      'Rupee Retail Private Limited',
      '12 MG Road, Bengaluru 560001',
      'GSTIN: 29AAGCB7383J1Z4',
      'Karnataka (code 29)',
      `Invoice number: ${inv.number}`,
      'Invoice date: 29 Nov 2026',
      'Bill to (recipient)',
      'Asha Rao',
      'GSTIN: Unregistered (consumer)',
      'Ship to (delivery address)',
      '12 MG Road, Bengaluru 560001',
      'Place of supply: Karnataka (29)',
      'Tax is not payable on reverse charge',
      'HSN',
      '9405',
      '85161000',
      'Desk Lamp',
      'Steel Kettle',
      'Qty',
      'Taxable value',
      'CGST 9%',
      'SGST 9%',
      'CGST @ 9%',
      'SGST @ 9%',
      inv.totalInWords,
      'Authorised signatory',
    ])
      expect(text, field).toContain(field);
    // ₹2,499.52 × 1.18 rounded: Two Thousand Nine Hundred Forty-Nine and Forty-Three Paise.
    expect(inv.totalInWords).toBe('Rupees Two Thousand Nine Hundred Forty-Nine and Forty-Three Paise Only');
    expect(text).toContain('2,949.43');
  });

  it('the confirmation e-mail carries the invoice PDF', async () => {
    // The confirmation is sent once the order is paid, after the answer: wait for this order's.
    const placed = await order(asha.token);
    const inv = (await invoiceOf(placed.id, asha.token)).data!.invoice!;
    const filename = `invoice-${inv.number.replace(/\//g, '-')}.pdf`;
    const mail = await shop.mail.waitForMailWith('asha-gst@example.com', filename);
    expect(mail.raw).toContain(`order ${orderRef(placed.id)} confirmed`);
    expect(mail.raw).toContain('application/pdf');
  });

  it('only the owner and admins can fetch an invoice', async () => {
    const placed = await order(asha.token);
    const other = await invoiceOf(placed.id, ravi.token);
    expect(other.errors?.[0]?.message).toBe('Invoice not found');
    const anonymous = await shop.gql(INVOICE, { id: placed.id });
    expect(anonymous.errors?.[0]?.message).toBe('Please log in to see your invoices');
    const asAdmin = await invoiceOf(placed.id, admin);
    expect(asAdmin.data!.invoice!.number).toMatch(/^RS\//);
    const pdf = (token?: string) =>
      fetch(`${shop.url}/api/orders/${placed.id}/invoice.pdf`, {
        headers: { 'x-forwarded-for': '10.0.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    expect((await pdf(ravi.token)).status).toBe(404);
    expect((await pdf()).status).toBe(401);
    expect((await pdf(admin)).status).toBe(200);
    expect(
      (
        await fetch(`${shop.url}/api/orders/not-a-uuid/invoice.pdf`, {
          headers: { authorization: `Bearer ${admin}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe('numbering', () => {
  let b: ShopServer;
  beforeAll(async () => {
    b = await startShopServer(shop.server.config, createLogger('silent'), { clock, actionLimits: BURST });
  });
  afterAll(() => b?.close());

  const placeOn = async (url: string, token: string) => {
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
        variables: { input: orderInput([{ productId: kettle, quantity: 1 }]), key: crypto.randomUUID() },
      }),
    });
    const body = (await res.json()) as { data?: { placeOrder: { order: { id: string } } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder.order.id;
  };

  it(
    '50 concurrent orders on two instances: consecutive numbers, no gaps, no duplicates',
    { timeout: 180_000 },
    async () => {
      const [before] = await sql<{ n: number }>(
        shop,
        `select coalesce(max(sequence), 0)::int as n from invoices where financial_year = '26-27'`,
      );
      const ids = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          placeOn(i % 2 ? b.url : shop.url, i % 3 ? asha.token : ravi.token),
        ),
      );
      const rows = await sql<{ sequence: number; number: string }>(
        shop,
        `select sequence, number from invoices where order_id in (?) order by sequence`,
        [ids],
      );
      expect(rows).toHaveLength(50);
      expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => before!.n + 1 + i));
      expect(new Set(rows.map((r) => r.number)).size).toBe(50);
      const all = await sql<{ sequence: number }>(
        shop,
        `select sequence from invoices where financial_year = '26-27' order by sequence`,
      );
      expect(all.map((r) => r.sequence)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    },
  );

  it('a new financial year starts again at 1 on 1 April, India time', { timeout: 60_000 }, async () => {
    now = new Date('2027-03-31T18:29:59Z'); // 31 March, 23:59:59 IST
    const last = await placeOn(shop.url, asha.token);
    now = new Date('2027-03-31T18:30:00Z'); // 1 April, 00:00 IST
    const first = await Promise.all([placeOn(b.url, asha.token), placeOn(shop.url, ravi.token)]);
    const rows = await sql<{ order_id: string; number: string }>(
      shop,
      'select order_id, number from invoices where order_id in (?)',
      [[last, ...first]],
    );
    const byOrder = new Map(rows.map((r) => [r.order_id, r.number]));
    expect(byOrder.get(last)).toMatch(/^RS\/26-27\/0000\d\d$/);
    expect(first.map((id) => byOrder.get(id)).sort()).toEqual(['RS/27-28/000001', 'RS/27-28/000002']);
    now = new Date('2026-11-29T06:00:00Z');
  });
});
