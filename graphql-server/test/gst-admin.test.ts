import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../src/modules/pricing/index.js';
import { createProduct, orderInput, placeOrder, SHIPPING } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const BURST = { orders: { points: 1000, durationSeconds: 600 } };
const SELLER = {
  legalName: 'Rupee Retail Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'RS',
};
const BUSINESS = { gstin: '27AAPFU0939F1ZV', name: '=Asha Traders, "Pune"' };
const LIST = `query($input: AdminInvoicesInput) { adminInvoices(input: $input) {
  items { orderId number issuedAt buyerName buyerGstin placeOfSupply placeOfSupplyName taxableValue cgst sgst igst total pdfPath }
  totals { count taxableValue cgst sgst igst total } } }`;

interface Page {
  adminInvoices: {
    items: {
      orderId: string;
      number: string;
      issuedAt: string;
      buyerName: string;
      buyerGstin: string | null;
      total: number;
    }[];
    totals: { count: number; taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
  };
}

let shop: TestShop;
let admin: string;
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };
const orders: { id: string; total: number }[] = [];
const month = indianDate(new Date()).slice(0, 7);

async function list(input: Record<string, unknown> | null, token: string | null = admin) {
  return shop.gql<Page>(LIST, { input }, { token });
}

async function csv(query: string, token: string | null = admin) {
  const res = await fetch(`${shop.url}/api/admin/gst/gstr1.csv${query}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-forwarded-for': '10.0.0.9' },
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text(), res };
}

/** A CSV section's data rows (after its title and header), split into fields (no quoted commas used). */
function section(text: string, title: string): string[][] {
  const block = text.split('\r\n\r\n').find((b) => b.startsWith(title));
  expect(block, title).toBeDefined();
  return block!
    .split('\r\n')
    .slice(2)
    .filter(Boolean)
    .map((l) => l.split(','));
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);

beforeAll(async () => {
  shop = await startTestShop({ API_RATE_LIMIT_BUCKET: 100_000 }, { actionLimits: BURST });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  asha = await signUp(shop, { email: 'asha-gstadmin@example.com' });
  ravi = await signUp(shop, { email: 'ravi-gstadmin@example.com', name: 'Ravi Kumar' });
  const saved = await shop.gql(
    `mutation($input: UpdateSellerSettingsInput!) { updateSellerSettings(input: $input) { message } }`,
    { input: SELLER },
    { token: admin },
  );
  expect(saved.errors).toBeUndefined();
  const lamp = await createProduct(shop, { name: 'Desk Lamp', pricePaise: 100_001, stock: 1000 });
  const kettle = await createProduct(shop, { name: 'Steel Kettle', pricePaise: 49_955, stock: 1000 });
  const cats = await shop.gql<{ categories: { id: string; name: string }[] }>('{ categories { id name } }');
  const electronics = cats.data!.categories.find((c) => c.name === 'Electronics')!;
  await shop.gql(
    'mutation($id: ID!) { setCategoryHsn(id: $id, hsnCode: "9405") { hsnCode } }',
    {
      id: electronics.id,
    },
    { token: admin },
  );
  await shop.gql(
    'mutation($id: ID!) { updateProduct(id: $id, input: { hsnCode: "85161000" }) { id } }',
    {
      id: kettle,
    },
    { token: admin },
  );
  const place = async (token: string, items: { productId: string; quantity: number }[], extra = {}) => {
    const res = await placeOrder(shop, token, orderInput(items, extra), crypto.randomUUID());
    expect(res.errors).toBeUndefined();
    const o = res.data!.placeOrder.order;
    orders.push({ id: o.id, total: o.totals.baseTotal });
  };
  // Karnataka (the seller's state): CGST + SGST; Maharashtra: IGST; a business buyer in Maharashtra.
  await place(asha.token, [
    { productId: lamp, quantity: 1 },
    { productId: kettle, quantity: 3 },
  ]);
  await place(ravi.token, [{ productId: kettle, quantity: 1 }], {
    shipping: { ...SHIPPING, stateCode: '27' },
  });
  await place(ravi.token, [{ productId: lamp, quantity: 2 }], {
    shipping: { ...SHIPPING, name: 'Ravi Kumar', stateCode: '27' },
    business: BUSINESS,
  });
  await place(asha.token, [{ productId: kettle, quantity: 7 }], {
    shipping: { ...SHIPPING, stateCode: '07' },
  });
});
afterAll(() => shop?.close());

describe('the admin Invoices list', () => {
  it('lists every invoice newest first with the totals per tax', async () => {
    const res = await list(null);
    expect(res.errors).toBeUndefined();
    const page = res.data!.adminInvoices;
    expect(page.items).toHaveLength(4);
    for (const i of page.items) expect(Date.now() - Date.parse(i.issuedAt)).toBeLessThan(10 * 60_000);
    expect(page.items.map((i) => i.orderId)).toEqual(orders.map((o) => o.id).reverse());
    expect(page.items.map((i) => i.number)).toEqual([
      'RS/26-27/000004',
      'RS/26-27/000003',
      'RS/26-27/000002',
      'RS/26-27/000001',
    ]);
    const t = page.totals;
    expect(t.count).toBe(4);
    const sum = orders.reduce((a, o) => a + Math.round(o.total * 100), 0);
    expect(Math.round(t.total * 100)).toBe(sum);
    expect(Math.round((t.taxableValue + t.cgst + t.sgst + t.igst) * 100)).toBe(sum);
    expect(t.cgst).toBeGreaterThan(0);
    expect(t.igst).toBeGreaterThan(0);
  });

  it('searches by invoice number, order id or ref, buyer name and GSTIN; pages keep the totals', async () => {
    const byNumber = await list({ search: '000002' });
    expect(byNumber.data!.adminInvoices.items.map((i) => i.orderId)).toEqual([orders[1]!.id]);
    const ref = `#${orders[2]!.id.slice(0, 8).toUpperCase()}`;
    const byRef = await list({ search: ref });
    expect(byRef.data!.adminInvoices.items.map((i) => i.orderId)).toEqual([orders[2]!.id]);
    const byId = await list({ search: orders[0]!.id });
    expect(byId.data!.adminInvoices.items.map((i) => i.orderId)).toEqual([orders[0]!.id]);
    const byGstin = await list({ search: '27aapfu' });
    expect(byGstin.data!.adminInvoices.items).toMatchObject([
      { buyerGstin: BUSINESS.gstin, buyerName: BUSINESS.name },
    ]);
    const byName = await list({ search: 'asha traders' });
    expect(byName.data!.adminInvoices.totals.count).toBe(1);
    // LIKE's wildcards are searched as text.
    const wildcard = await list({ search: '%' });
    expect(wildcard.data!.adminInvoices.totals.count).toBe(0);

    const firstPage = await list({ first: 2, offset: 0 });
    const secondPage = await list({ first: 2, offset: 2 });
    expect(firstPage.data!.adminInvoices.items).toHaveLength(2);
    expect(secondPage.data!.adminInvoices.items.map((i) => i.number)).toEqual([
      'RS/26-27/000002',
      'RS/26-27/000001',
    ]);
    expect(secondPage.data!.adminInvoices.totals.count).toBe(4);
  });

  it('filters by the Indian days issued, and refuses unreal or reversed dates', async () => {
    const today = indianDate(new Date());
    const yesterday = indianDate(new Date(Date.now() - 86_400_000));
    expect((await list({ from: today, to: today })).data!.adminInvoices.totals.count).toBe(4);
    expect((await list({ to: yesterday })).data!.adminInvoices.totals.count).toBe(0);
    expect((await list({ from: yesterday })).data!.adminInvoices.totals.count).toBe(4);

    const unreal = await list({ from: '2026-02-30' });
    expect(unreal.errors?.[0]?.message).toBe('Dates must be real days written YYYY-MM-DD');
    expect(unreal.status).toBe(200);
    const reversed = await list({ from: today, to: yesterday });
    expect(reversed.errors?.[0]?.message).toBe('The start date must be on or before the end date');
    expect(reversed.errors?.[0]?.extensions?.field).toBe('from');
  });

  it('answers admins only', async () => {
    const shopper = await list(null, asha.token);
    expect(shopper.errors?.[0]?.message).toBe('Unauthorized: Admins only');
    expect(shopper.data?.adminInvoices ?? null).toBeNull();
    const anonymous = await list(null, null);
    expect(anonymous.errors?.[0]?.message).toBe('Unauthorized: Admins only');
  });
});

describe('the GSTR-1 CSV', () => {
  it('has B2B by GSTIN, B2C by state and rate, credit notes and HSN; totals equal the Sales figures', async () => {
    const { status, type, text, res } = await csv(`?month=${month}`);
    expect(status).toBe(200);
    expect(type).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="gstr1-${month}.csv"`);
    expect(text).toContain('GSTIN of the supplier,29AAGCB7383J1Z4');

    // B2B: the business buyer's invoice, its name quoted and kept from running as a formula.
    const b2bBlock = text.split('\r\n\r\n').find((b) => b.startsWith('B2B invoices'))!;
    expect(b2bBlock).toContain(`27AAPFU0939F1ZV,"'=Asha Traders, ""Pune""",RS/26-27/000003,`);
    expect(b2bBlock).toContain(',27-Maharashtra,N,Regular,18,');

    // B2C: by place of supply and rate (Karnataka intra-state, Maharashtra and Delhi inter-state).
    const b2c = section(text, 'B2C (others)');
    expect(b2c.map((r) => [r[1], r[2], r[3]])).toEqual([
      ['07-Delhi', '18', '1'],
      ['27-Maharashtra', '18', '1'],
      ['29-Karnataka', '18', '1'],
    ]);
    const karnataka = b2c.find((r) => r[1] === '29-Karnataka')!;
    expect(karnataka[5]).toBe('0.00');
    expect(paise(karnataka[6]!)).toBeGreaterThan(0);
    expect(paise(karnataka[6]!) - paise(karnataka[7]!)).toBeLessThanOrEqual(1);

    expect(section(text, 'Credit notes')).toEqual([]);

    const hsn = section(text, 'HSN summary');
    expect(hsn.map((r) => [r[0], r[3]])).toEqual([
      ['85161000', '11'],
      ['9405', '3'],
    ]);

    // The totals: net = B2B + B2C; equal, to the paisa, to the Sales tab's gross revenue and GST.
    const totals = Object.fromEntries(section(text, 'Totals').map((r) => [r[0], r.slice(1)]));
    const net = totals['Net (invoices less credit notes)']!;
    const sales = await shop.gql<{ salesAnalytics: { kpis: { grossRevenue: number; gst: number } } }>(
      '{ salesAnalytics(range: ALL) { kpis { grossRevenue gst } } }',
      {},
      { token: admin },
    );
    const k = sales.data!.salesAnalytics.kpis;
    expect(net[0]).toBe('4');
    expect(paise(net[5]!)).toBe(Math.round(k.grossRevenue * 100));
    expect(paise(net[2]!) + paise(net[3]!) + paise(net[4]!)).toBe(Math.round(k.gst * 100));
    expect(paise(net[1]!) + paise(net[2]!) + paise(net[3]!) + paise(net[4]!)).toBe(paise(net[5]!));
    const hsnTaxable = hsn.reduce((a, r) => a + paise(r[6]!), 0);
    expect(hsnTaxable).toBe(paise(net[1]!));
    const hsnValue = hsn.reduce((a, r) => a + paise(r[4]!), 0);
    expect(hsnValue).toBe(paise(net[5]!));
  });

  it("lists a cancellation's credit note against its invoice, and nets it off the month's totals", async () => {
    const before = Object.fromEntries(
      section((await csv(`?month=${month}`)).text, 'Totals').map((r) => [r[0], r.slice(1)]),
    );
    // Ravi cancels his business purchase (placed third: invoice RS/26-27/000003).
    const business = orders[2]!;
    const cancelled = await shop.gql<{ cancelOrder: { message: string } }>(
      'mutation($id: ID!) { cancelOrder(id: $id) { message } }',
      { id: business.id },
      { token: ravi.token },
    );
    expect(cancelled.errors).toBeUndefined();
    const notes = await shop.gql<{
      order: { creditNotes: { number: string; taxableValue: number; igst: number; total: number }[] };
    }>(
      'query($id: ID!) { order(id: $id) { creditNotes { number taxableValue igst total } } }',
      { id: business.id },
      {
        token: ravi.token,
      },
    );
    const note = notes.data!.order.creditNotes[0]!;
    const text = (await csv(`?month=${month}`)).text;
    const rows = section(text, 'Credit notes');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.slice(0, 1)).toEqual([note.number]);
    expect(row[2]).toBe('C');
    expect(row[3]).toBe('RS/26-27/000003');
    expect(row[4]).toBe(BUSINESS.gstin);
    expect(row[5]).toBe('27-Maharashtra');
    expect(paise(row[7]!)).toBe(Math.round(note.taxableValue * 100));
    expect(paise(row[8]!)).toBe(Math.round(note.igst * 100));
    expect(paise(row[11]!)).toBe(Math.round(note.total * 100));
    const after = Object.fromEntries(section(text, 'Totals').map((r) => [r[0], r.slice(1)]));
    expect(paise(after['Credit notes']![5]!)).toBe(Math.round(note.total * 100));
    expect(paise(after['Net (invoices less credit notes)']![5]!)).toBe(
      paise(before['Net (invoices less credit notes)']![5]!) - Math.round(note.total * 100),
    );
  });

  it('an empty month has headers and zero totals; a bad month is refused with its message', async () => {
    const empty = await csv('?month=2020-01');
    expect(empty.status).toBe(200);
    expect(section(empty.text, 'B2B invoices')).toEqual([]);
    expect(empty.text).toContain('Net (invoices less credit notes),0,0.00,0.00,0.00,0.00,0.00');
    for (const bad of ['', '?month=2026-13', '?month=26-11', '?month=2026-11&month=2026-10']) {
      const r = await csv(bad);
      expect(r.status, bad).toBe(400);
      expect(JSON.parse(r.text)).toMatchObject({ message: 'Month must be a month written YYYY-MM' });
    }
  });

  it('answers admins only: 403 to a shopper, 401 to an anonymous caller', async () => {
    const shopper = await csv(`?month=${month}`, asha.token);
    expect(shopper.status).toBe(403);
    expect(JSON.parse(shopper.text)).toMatchObject({ message: 'Unauthorized: Admins only' });
    const anonymous = await csv(`?month=${month}`, null);
    expect(anonymous.status).toBe(401);
  });
});
