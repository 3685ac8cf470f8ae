/** The invoices module's face: GST tax invoices and credit notes, issued in the order's transactions (docs/gst.md). */
import { CreditNote } from './credit-note.entity.js';
import { Invoice } from './invoice.entity.js';
import { InvoiceResolver } from './invoices.resolver.js';

export { InvoiceService, InvoiceMessages, type InvoiceSource } from './invoices.service.js';
export { CreditNoteService, CreditNoteMessages, type CreditNoteSource } from './credit-notes.service.js';
export type { InvoiceEvents, InvoiceIssued, CreditNoteIssued } from './invoices.events.js';
export { CreditNoteView, InvoiceView } from './invoices.types.js';
export { detachInvoicesFromBuyer } from './invoices.privacy.sql.js';
export { exportInvoices } from './invoices.privacy.js';

export const invoicesModule = { entities: [Invoice, CreditNote], resolvers: [InvoiceResolver] };
