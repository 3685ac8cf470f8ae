import type { Invoice, InvoiceSnapshot } from './invoice.entity.js';
import {
  a4Document,
  block,
  contentWidth,
  LEFT,
  signature,
  summaryRows,
  tableRows,
  type Doc,
} from './pdf-layout.js';

/** 1,23,456.78: Indian grouping, two decimals (the standard PDF fonts carry no ₹ sign: "INR"). */
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (paise: number) => inr.format(paise / 100);

/** 29 Nov 2026, the date in India. */
export function indianDay(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(at);
}

type TaxKey = 'cgstPaise' | 'sgstPaise' | 'igstPaise';

/** The tax columns of a document: CGST and SGST/UTGST at half the rate each, or IGST. */
export function taxColumns(s: {
  intraState: boolean;
  gstPercent: number;
  secondTaxName: string;
}): { title: string; key: TaxKey }[] {
  const half = s.gstPercent / 2;
  return s.intraState
    ? [
        { title: `CGST ${half}%`, key: 'cgstPaise' },
        { title: `${s.secondTaxName} ${half}%`, key: 'sgstPaise' },
      ]
    : [{ title: `IGST ${s.gstPercent}%`, key: 'igstPaise' }];
}

/** The shop's name and the document's title across the top. */
export function heading(doc: Doc, shopName: string, title: string): void {
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(18).text(shopName, LEFT, 40);
  doc.font('Helvetica-Bold').fontSize(14).text(title, LEFT, 40, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).text('Original for recipient', LEFT, 58, { width, align: 'right' });
  doc.moveDown(1.2);
}

/** The seller's block: name, address, state and GSTIN ("not set" until the admin fills them in). */
export function sellerLines(seller: InvoiceSnapshot['seller']): string[] {
  return [
    seller.legalName ?? '(legal name not set)',
    seller.address ?? '(address not set)',
    `State: ${seller.stateName ?? '(not set)'}${seller.stateCode ? ` (code ${seller.stateCode})` : ''}`,
    `GSTIN: ${seller.gstin ?? '(not set)'}`,
  ];
}

/** Seller and invoice particulars, then the recipient and the delivery address. */
function parties(doc: Doc, invoice: Invoice): void {
  const s = invoice.snapshot;
  const rx = LEFT + contentWidth(doc) / 2 + 10;
  const top = doc.y;
  const seller = block(doc, LEFT, top, 'Seller', sellerLines(s.seller));
  const particulars = block(doc, rx, top, 'Invoice', [
    `Invoice number: ${invoice.number}`,
    `Invoice date: ${indianDay(invoice.issuedAt)}`,
    `Order: ${s.orderRef}`,
    `Place of supply: ${s.placeOfSupply.name} (${s.placeOfSupply.code})`,
    'Tax is not payable on reverse charge',
  ]);
  const buyerTop = Math.max(seller, particulars) + 10;
  const buyer = block(doc, LEFT, buyerTop, 'Bill to (recipient)', [
    s.buyer.businessName ?? s.buyer.name,
    `GSTIN: ${s.buyer.gstin ?? 'Unregistered (consumer)'}`,
    `State: ${s.buyer.stateName} (code ${s.buyer.stateCode})`,
  ]);
  const delivery = block(doc, rx, buyerTop, 'Ship to (delivery address)', [
    s.buyer.name,
    `${s.buyer.address}, ${s.buyer.city} ${s.buyer.postalCode}`,
    `${s.buyer.stateName} (${s.buyer.stateCode}), Phone ${s.buyer.phone}`,
  ]);
  doc.y = Math.max(buyer, delivery) + 12;
}

/** Lines: # | Description | HSN | Qty | Rate | Discount | Taxable value | tax columns | Total. */
function lines(doc: Doc, s: InvoiceSnapshot): void {
  const taxes = taxColumns(s);
  const columns = [
    { title: '#', w: 18, align: 'left' as const },
    { title: 'Description', w: 0, align: 'left' as const },
    { title: 'HSN', w: 48, align: 'left' as const },
    { title: 'Qty', w: 28, align: 'right' as const },
    { title: 'Rate', w: 58, align: 'right' as const },
    { title: 'Discount', w: 50, align: 'right' as const },
    { title: 'Taxable value', w: 64, align: 'right' as const },
    ...taxes.map((t) => ({ title: t.title, w: 56, align: 'right' as const })),
    { title: 'Total', w: 64, align: 'right' as const },
  ];
  const row = tableRows(doc, columns);
  row(
    columns.map((c) => c.title),
    true,
  );
  s.lines.forEach((l, i) =>
    row([
      String(i + 1),
      l.name,
      l.hsn ?? '-',
      String(l.quantity),
      money(l.unitPricePaise),
      money(l.discountPaise),
      money(l.taxablePaise),
      ...taxes.map((t) => money(l[t.key])),
      money(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
    ]),
  );
  const t = s.totals;
  const quantity = String(s.lines.reduce((a, l) => a + l.quantity, 0));
  const taxTotals = taxes.map((c) => money(t[c.key]));
  row(
    [
      '',
      'Total',
      '',
      quantity,
      '',
      money(t.discountPaise),
      money(t.taxablePaise),
      ...taxTotals,
      money(t.totalPaise),
    ],
    true,
  );
}

/** The totals per tax, the amount in words, the promo and the wallet's part. */
function totals(doc: Doc, s: InvoiceSnapshot): void {
  const t = s.totals;
  doc.moveDown(0.8);
  summaryRows(doc, [
    ['Taxable value (after discount)', money(t.taxablePaise)],
    ...taxColumns(s).map((c): [string, string] => [
      c.title.replace(/ (\d+(\.\d+)?%)$/, ' @ $1'),
      money(t[c.key]),
    ]),
    ['Invoice total (INR)', money(t.totalPaise)],
  ]);
  const width = contentWidth(doc);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`Amount in words: ${s.totalInWords}`, LEFT, doc.y, { width });
  doc.font('Helvetica').moveDown(0.5);
  if (t.promoCode) doc.text(`Discount: promo code ${t.promoCode}, shown on the lines above.`, { width });
  if (t.walletUsedPaise > 0)
    doc.text(
      `Paid INR ${money(t.walletUsedPaise)} from the ${s.shopName} wallet and INR ${money(t.totalPaise - t.walletUsedPaise)} by card or UPI (a means of payment; the taxable value is unchanged).`,
      { width },
    );
}

/**
 * The tax invoice as an A4 PDF, from its frozen snapshot: every particular of CGST Rules, rule 46
 * that applies to a shop selling goods (docs/gst.md lists them).
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const s = invoice.snapshot;
  const { doc, done } = a4Document({
    Title: `Tax Invoice ${invoice.number}`,
    Author: s.shopName,
    Subject: `Order ${s.orderRef}`,
  });
  heading(doc, s.shopName, 'TAX INVOICE');
  parties(doc, invoice);
  lines(doc, s);
  totals(doc, s);
  signature(doc, s.seller.legalName ?? s.shopName);
  doc.end();
  return done;
}
