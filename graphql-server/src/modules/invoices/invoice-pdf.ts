import PDFDocument from 'pdfkit';
import type { Invoice } from './invoice.entity.js';

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

/**
 * The tax invoice as an A4 PDF, from its frozen snapshot: every particular of CGST Rules, rule 46
 * that applies to a shop selling goods (docs/gst.md lists them).
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const s = invoice.snapshot;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax Invoice ${invoice.number}`, Author: s.shopName, Subject: `Order ${s.orderRef}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  const second = s.secondTaxName;
  const half = s.gstPercent / 2;

  doc.font('Helvetica-Bold').fontSize(18).text(s.shopName, left, 40);
  doc.font('Helvetica-Bold').fontSize(14).text('TAX INVOICE', left, 40, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).text('Original for recipient', left, 58, { width, align: 'right' });
  doc.moveDown(1.2);

  const top = doc.y;
  const col = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(10).text('Seller', left, top);
  doc.font('Helvetica').fontSize(9);
  doc.text(s.seller.legalName ?? '(legal name not set)', { width: col });
  doc.text(s.seller.address ?? '(address not set)', { width: col });
  doc.text(
    `State: ${s.seller.stateName ?? '(not set)'}${s.seller.stateCode ? ` (code ${s.seller.stateCode})` : ''}`,
    { width: col },
  );
  doc.text(`GSTIN: ${s.seller.gstin ?? '(not set)'}`, { width: col });
  const afterSeller = doc.y;

  const rx = left + width / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(10).text('Invoice', rx, top);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice number: ${invoice.number}`, rx, doc.y, { width: col });
  doc.text(`Invoice date: ${indianDay(invoice.issuedAt)}`, { width: col });
  doc.text(`Order: ${s.orderRef}`, { width: col });
  doc.text(`Place of supply: ${s.placeOfSupply.name} (${s.placeOfSupply.code})`, { width: col });
  doc.text('Tax is not payable on reverse charge', { width: col });
  doc.y = Math.max(afterSeller, doc.y) + 10;

  const buyerTop = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to (recipient)', left, buyerTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(s.buyer.businessName ?? s.buyer.name, { width: col });
  doc.text(`GSTIN: ${s.buyer.gstin ?? 'Unregistered (consumer)'}`, { width: col });
  doc.text(`State: ${s.buyer.stateName} (code ${s.buyer.stateCode})`, { width: col });
  const afterBuyer = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text('Ship to (delivery address)', rx, buyerTop);
  doc.font('Helvetica').fontSize(9);
  doc.text(s.buyer.name, rx, doc.y, { width: col });
  doc.text(`${s.buyer.address}, ${s.buyer.city} ${s.buyer.postalCode}`, { width: col });
  doc.text(`${s.buyer.stateName} (${s.buyer.stateCode}), Phone ${s.buyer.phone}`, { width: col });
  doc.y = Math.max(afterBuyer, doc.y) + 12;

  // Lines: # | Description | HSN | Qty | Rate | Discount | Taxable value | tax columns | Total
  const taxCols = s.intraState
    ? [
        { title: `CGST ${half}%`, key: 'cgstPaise' as const },
        { title: `${second} ${half}%`, key: 'sgstPaise' as const },
      ]
    : [{ title: `IGST ${s.gstPercent}%`, key: 'igstPaise' as const }];
  const cols = [
    { title: '#', w: 18, align: 'left' as const },
    { title: 'Description', w: 0, align: 'left' as const },
    { title: 'HSN', w: 48, align: 'left' as const },
    { title: 'Qty', w: 28, align: 'right' as const },
    { title: 'Rate', w: 58, align: 'right' as const },
    { title: 'Discount', w: 50, align: 'right' as const },
    { title: 'Taxable value', w: 64, align: 'right' as const },
    ...taxCols.map((t) => ({ title: t.title, w: 56, align: 'right' as const })),
    { title: 'Total', w: 64, align: 'right' as const },
  ];
  const fixed = cols.reduce((a, c) => a + c.w, 0);
  cols[1]!.w = width - fixed;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let h = 0;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((text, i) => {
      const c = cols[i]!;
      const height = doc.heightOfString(text, { width: c.w - 4 });
      doc.text(text, x + 2, y, { width: c.w - 4, align: c.align });
      x += c.w;
      h = Math.max(h, height);
    });
    doc.y = y + h + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  s.lines.forEach((l, i) => {
    const tax = taxCols.map((t) => money(l[t.key]));
    row([
      String(i + 1),
      l.name,
      l.hsn ?? '-',
      String(l.quantity),
      money(l.unitPricePaise),
      money(l.discountPaise),
      money(l.taxablePaise),
      ...tax,
      money(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
    ]);
  });
  const t = s.totals;
  row(
    [
      '',
      'Total',
      '',
      String(s.lines.reduce((a, l) => a + l.quantity, 0)),
      '',
      money(t.discountPaise),
      money(t.taxablePaise),
      ...taxCols.map((c) => money(t[c.key])),
      money(t.totalPaise),
    ],
    true,
  );

  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(9);
  const summary: [string, string][] = [
    ['Taxable value (after discount)', money(t.taxablePaise)],
    ...(s.intraState
      ? ([
          [`CGST @ ${half}%`, money(t.cgstPaise)],
          [`${second} @ ${half}%`, money(t.sgstPaise)],
        ] as [string, string][])
      : ([[`IGST @ ${s.gstPercent}%`, money(t.igstPaise)]] as [string, string][])),
    ['Invoice total (INR)', money(t.totalPaise)],
  ];
  for (const [label, value] of summary) {
    const y = doc.y;
    doc.text(label, left + width - 260, y, { width: 180 });
    doc.text(value, left + width - 80, y, { width: 80, align: 'right' });
  }
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`Amount in words: ${s.totalInWords}`, left, doc.y, { width });
  doc.font('Helvetica').moveDown(0.5);
  if (t.promoCode) doc.text(`Discount: promo code ${t.promoCode}, shown on the lines above.`, { width });
  if (t.walletUsedPaise > 0)
    doc.text(
      `Paid INR ${money(t.walletUsedPaise)} from the ${s.shopName} wallet and INR ${money(t.totalPaise - t.walletUsedPaise)} by card or UPI (a means of payment; the taxable value is unchanged).`,
      { width },
    );
  doc.moveDown(1.5);
  doc.text(`For ${s.seller.legalName ?? s.shopName}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(0.3);
  doc.text('Authorised signatory', { width, align: 'right' });
  doc.end();
  return done;
}
