/** The invoices module's face: GST tax invoices, issued in the order's transaction (docs/gst.md). */
import { Invoice } from './invoice.entity.js';
import { InvoiceResolver } from './invoices.resolver.js';

export { InvoiceService, InvoiceMessages, type InvoiceSource } from './invoices.service.js';
export { detachInvoicesFromBuyer } from './invoices.privacy.sql.js';

export const invoicesModule = { entities: [Invoice], resolvers: [InvoiceResolver] };
