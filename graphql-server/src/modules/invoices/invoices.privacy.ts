import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditNote } from './credit-note.entity.js';
import { Invoice } from './invoice.entity.js';

/**
 * A shopper's tax documents for the privacy download (docs/privacy.md): each invoice and credit
 * note with its number, date, order and amounts in paise (the PDFs are downloadable from the orders).
 */
export async function exportInvoices(
  em: EntityManager,
  userId: string,
): Promise<{ invoices: unknown[]; creditNotes: unknown[] }> {
  const fork = em.fork();
  const [invoices, notes] = await Promise.all([
    fork.find(Invoice, { userId }, { orderBy: { issuedAt: 'asc' } }),
    fork.find(CreditNote, { userId }, { orderBy: { issuedAt: 'asc' } }),
  ]);
  const taxes = (d: Invoice | CreditNote) => ({
    taxablePaise: d.taxablePaise,
    cgstPaise: d.cgstPaise,
    sgstPaise: d.sgstPaise,
    igstPaise: d.igstPaise,
    totalPaise: d.totalPaise,
  });
  return {
    invoices: invoices.map((i) => ({
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      orderId: i.orderId,
      placeOfSupply: i.placeOfSupply,
      buyerGstin: i.buyerGstin,
      ...taxes(i),
    })),
    creditNotes: notes.map((c) => ({
      number: c.number,
      issuedAt: c.issuedAt.toISOString(),
      orderId: c.orderId,
      invoiceNumber: c.snapshot.invoice.number,
      kind: c.kind,
      reason: c.reason,
      ...taxes(c),
    })),
  };
}
