import { paiseToRupees } from '../../common/money.js';
import type { CreditNote } from './credit-note.entity.js';
import type { Invoice } from './invoice.entity.js';
import type { CreditNoteView, InvoiceView } from './invoices.types.js';

/** The invoice as the API shows it: rupees, from the frozen snapshot. */
export function toInvoiceView(i: Invoice): InvoiceView {
  const s = i.snapshot;
  return {
    id: i.id,
    orderId: i.orderId,
    number: i.number,
    issuedAt: i.issuedAt,
    placeOfSupply: i.placeOfSupply,
    placeOfSupplyName: s.placeOfSupply.name,
    intraState: s.intraState,
    secondTaxName: s.secondTaxName,
    buyerName: i.buyerName,
    buyerGstin: i.buyerGstin,
    sellerGstin: s.seller.gstin,
    taxableValue: paiseToRupees(i.taxablePaise),
    cgst: paiseToRupees(i.cgstPaise),
    sgst: paiseToRupees(i.sgstPaise),
    igst: paiseToRupees(i.igstPaise),
    total: paiseToRupees(i.totalPaise),
    totalInWords: s.totalInWords,
    lines: s.lines.map((l) => ({
      name: l.name,
      hsn: l.hsn,
      quantity: l.quantity,
      unitPrice: paiseToRupees(l.unitPricePaise),
      discount: paiseToRupees(l.discountPaise),
      taxableValue: paiseToRupees(l.taxablePaise),
      cgst: paiseToRupees(l.cgstPaise),
      sgst: paiseToRupees(l.sgstPaise),
      igst: paiseToRupees(l.igstPaise),
    })),
    pdfPath: `/api/orders/${i.orderId}/invoice.pdf`,
  };
}

/** The credit note as the API shows it: rupees, from the frozen snapshot. */
export function toCreditNoteView(c: CreditNote): CreditNoteView {
  const s = c.snapshot;
  return {
    id: c.id,
    orderId: c.orderId,
    number: c.number,
    issuedAt: c.issuedAt,
    kind: c.kind,
    reason: c.reason,
    invoiceNumber: s.invoice.number,
    invoiceDate: new Date(s.invoice.issuedAt),
    intraState: s.intraState,
    secondTaxName: s.secondTaxName,
    taxableValue: paiseToRupees(c.taxablePaise),
    cgst: paiseToRupees(c.cgstPaise),
    sgst: paiseToRupees(c.sgstPaise),
    igst: paiseToRupees(c.igstPaise),
    total: paiseToRupees(c.totalPaise),
    totalInWords: s.totalInWords,
    pdfPath: `/api/orders/${c.orderId}/credit-notes/${c.id}.pdf`,
  };
}
