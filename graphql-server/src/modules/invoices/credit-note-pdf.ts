import type { CreditNote, CreditNoteSnapshot } from './credit-note.entity.js';
import { heading, indianDay, money, sellerLines, taxColumns } from './invoice-pdf.js';
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

const KIND: Record<string, string> = {
  cancellation: 'Order cancelled',
  return: 'Goods returned',
  refund: 'Refund',
};

/** Seller and credit note particulars, then the recipient and delivery address, then the reason. */
function parties(doc: Doc, note: CreditNote): void {
  const s = note.snapshot;
  const rx = LEFT + contentWidth(doc) / 2 + 10;
  const top = doc.y;
  const seller = block(doc, LEFT, top, 'Seller', sellerLines(s.seller));
  const particulars = block(doc, rx, top, 'Credit note', [
    `Credit note number: ${note.number}`,
    `Credit note date: ${indianDay(note.issuedAt)}`,
    `Original invoice number: ${s.invoice.number}`,
    `Original invoice date: ${indianDay(new Date(s.invoice.issuedAt))}`,
    `Order: ${s.orderRef}`,
    `Place of supply: ${s.placeOfSupply.name} (${s.placeOfSupply.code})`,
    'Tax is not payable on reverse charge',
  ]);
  const buyerTop = Math.max(seller, particulars) + 10;
  const buyer = block(doc, LEFT, buyerTop, 'Recipient', [
    s.buyer.businessName ?? s.buyer.name,
    `GSTIN: ${s.buyer.gstin ?? 'Unregistered (consumer)'}`,
    `State: ${s.buyer.stateName} (code ${s.buyer.stateCode})`,
  ]);
  const delivery = block(doc, rx, buyerTop, 'Delivery address', [
    s.buyer.name,
    `${s.buyer.address}, ${s.buyer.city} ${s.buyer.postalCode}`,
    `${s.buyer.stateName} (${s.buyer.stateCode})`,
  ]);
  doc.y = Math.max(buyer, delivery) + 10;
  block(doc, LEFT, doc.y, `Reason: ${KIND[s.kind] ?? s.kind}`, [s.reason], contentWidth(doc));
  doc.moveDown(0.8);
}

/** The invoice's lines with what is credited on each, and the totals row. */
function lines(doc: Doc, s: CreditNoteSnapshot): void {
  const taxes = taxColumns(s);
  const row = tableRows(doc, [
    { title: '#', w: 18, align: 'left' },
    { title: 'Description', w: 0, align: 'left' },
    { title: 'HSN', w: 52, align: 'left' },
    { title: 'Qty', w: 30, align: 'right' },
    { title: 'Taxable value credited', w: 80, align: 'right' },
    ...taxes.map((t) => ({ title: t.title, w: 62, align: 'right' as const })),
    { title: 'Total credited', w: 70, align: 'right' },
  ]);
  row(
    [
      '#',
      'Description',
      'HSN',
      'Qty',
      'Taxable value credited',
      ...taxes.map((t) => t.title),
      'Total credited',
    ],
    true,
  );
  s.lines.forEach((l, i) =>
    row([
      String(i + 1),
      l.name,
      l.hsn ?? '-',
      String(l.quantity),
      money(l.taxablePaise),
      ...taxes.map((t) => money(l[t.key])),
      money(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
    ]),
  );
  const t = s.totals;
  row(
    ['', 'Total', '', '', money(t.taxablePaise), ...taxes.map((c) => money(t[c.key])), money(t.totalPaise)],
    true,
  );
}

/** The totals credited per tax, the amount in words and what was kept. */
function totals(doc: Doc, s: CreditNoteSnapshot): void {
  const t = s.totals;
  doc.moveDown(0.8);
  summaryRows(doc, [
    ['Taxable value credited', money(t.taxablePaise)],
    ...taxColumns(s).map((c): [string, string] => [`${c.title} credited`, money(t[c.key])]),
    ['Credit note total (INR)', money(t.totalPaise)],
  ]);
  const width = contentWidth(doc);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`Amount in words: ${s.totalInWords}`, LEFT, doc.y, { width });
  doc.font('Helvetica').moveDown(0.5);
  const kept =
    t.feePaise > 0
      ? ` INR ${money(t.feePaise)} kept as the ${s.kind === 'return' ? 'return' : 'cancellation'} fee is not credited.`
      : '';
  doc.text(
    `Invoice ${s.invoice.number} was for INR ${money(s.invoice.totalPaise)}.${kept} The amount credited was refunded to the ${s.shopName} wallet.`,
    { width },
  );
}

/**
 * The credit note as an A4 PDF, from its frozen snapshot: the particulars of CGST Rules, rule 53
 * (supplier, "Credit note", its number and date, the recipient, the invoice it reduces with its
 * number and date, the taxable value and the tax credited per rate, the signatory) and the reason.
 */
export function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const s = note.snapshot;
  const { doc, done } = a4Document({
    Title: `Credit Note ${note.number}`,
    Author: s.shopName,
    Subject: `Order ${s.orderRef}`,
  });
  heading(doc, s.shopName, 'CREDIT NOTE');
  parties(doc, note);
  lines(doc, s);
  totals(doc, s);
  signature(doc, s.seller.legalName ?? s.shopName);
  doc.end();
  return done;
}
