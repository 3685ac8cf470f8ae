import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { isUuid } from '../../common/validation.js';
import { requireViewer } from '../../common/viewer.js';
import { financialYear, rupeesInWords } from '../pricing/index.js';
import { CreditNote, type CreditNoteKind, type CreditNoteSnapshot } from './credit-note.entity.js';
import { creditNoteFigures } from './credit-note-figures.js';
import { creditNotePdf } from './credit-note-pdf.js';
import { toCreditNoteView } from './invoice-view.js';
import { Invoice } from './invoice.entity.js';
import type { InvoiceEvents } from './invoices.events.js';
import { nextNumber } from './invoices.service.js';
import type { CreditNoteView } from './invoices.types.js';

export const CreditNoteMessages = {
  notFound: 'Credit note not found',
  login: 'Please log in to see your credit notes',
} as const;

/** What the refund's transaction hands over. */
export interface CreditNoteSource {
  orderId: string;
  kind: CreditNoteKind;
  reason: string;
  /** what goes back to the buyer */
  refundPaise: number;
  /** what the shop keeps */
  feePaise: number;
}

/**
 * `RS/CN/26-27/0001`: the prefix, `CN`, the financial year and the sequence, zero-padded to fill
 * 16 characters (4 digits after a 2-character prefix, 5 after one, 3 after three).
 */
export function creditNoteNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/CN/${year}/${String(sequence).padStart(creditNoteDigits(prefix), '0')}`;
}

export function creditNoteDigits(prefix: string): number {
  return Math.max(3, 16 - prefix.length - 10);
}

/** GST credit notes: issued in the refund's transaction, frozen, read by their owner and admins. */
export class CreditNoteService {
  constructor(
    private readonly deps: {
      settings: ShopSettingsProvider;
      /** The time a credit note is issued at (tests set it to cross a financial year). */
      now: () => Date;
      events: EventRaiser<InvoiceEvents>;
    },
  ) {}

  /**
   * Issues the credit note of a refund in the caller's transaction (`tx`), or nothing when the
   * order has no invoice (it was never paid) or nothing goes back. Call it last: the series'
   * counter row is held until the commit.
   */
  async issueFor(tx: EntityManager, source: CreditNoteSource): Promise<CreditNote | null> {
    if (source.refundPaise <= 0) return null;
    const invoice = await tx.findOne(Invoice, { orderId: source.orderId }, { refresh: true });
    if (!invoice) return null;
    const s = invoice.snapshot;
    const f = creditNoteFigures(s, Math.min(source.refundPaise, invoice.totalPaise));
    const issuedAt = this.deps.now();
    const snapshot: CreditNoteSnapshot = {
      shopName: s.shopName,
      seller: s.seller,
      buyer: s.buyer,
      placeOfSupply: s.placeOfSupply,
      intraState: s.intraState,
      secondTaxName: s.secondTaxName,
      gstPercent: s.gstPercent,
      orderRef: s.orderRef,
      invoice: {
        number: invoice.number,
        issuedAt: invoice.issuedAt.toISOString(),
        totalPaise: invoice.totalPaise,
      },
      kind: source.kind,
      reason: source.reason,
      lines: s.lines.map((l, i) => ({
        name: l.name,
        hsn: l.hsn,
        quantity: l.quantity,
        taxablePaise: f.lines[i]!.taxable,
        cgstPaise: f.lines[i]!.cgst,
        sgstPaise: f.lines[i]!.sgst,
        igstPaise: f.lines[i]!.igst,
      })),
      totals: {
        taxablePaise: f.taxable,
        cgstPaise: f.cgst,
        sgstPaise: f.sgst,
        igstPaise: f.igst,
        totalPaise: f.total,
        feePaise: source.feePaise,
      },
      totalInWords: rupeesInWords(f.total),
    };
    const prefix = this.deps.settings.current().seller.invoicePrefix;
    const year = financialYear(issuedAt);
    const sequence = await nextNumber(tx, 'credit_note', year, 10 ** creditNoteDigits(prefix) - 1);
    const note = tx.create(CreditNote, {
      orderId: invoice.orderId,
      invoiceId: invoice.id,
      userId: invoice.userId,
      kind: source.kind,
      number: creditNoteNumber(prefix, year, sequence),
      financialYear: year,
      sequence,
      issuedAt,
      reason: source.reason,
      buyerName: invoice.buyerName,
      taxablePaise: f.taxable,
      cgstPaise: f.cgst,
      sgstPaise: f.sgst,
      igstPaise: f.igst,
      totalPaise: f.total,
      snapshot,
    });
    await tx.flush();
    await this.deps.events.raise(tx, 'CreditNoteIssued', {
      creditNoteId: note.id,
      invoiceId: note.invoiceId,
      orderId: note.orderId,
      userId: note.userId,
      number: note.number,
      kind: note.kind,
      totalPaise: note.totalPaise,
    });
    return note;
  }

  /** An order's credit notes, oldest first: the owner's or, for an admin, any (else none). */
  async viewsForOrder(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<CreditNoteView[]> {
    const v = requireViewer(viewer, CreditNoteMessages.login);
    if (!isUuid(orderId)) return [];
    const notes = await em
      .fork()
      .find(CreditNote, v.role === 'admin' ? { orderId } : { orderId, userId: v.userId }, {
        orderBy: { issuedAt: 'asc', sequence: 'asc' },
      });
    return notes.map(toCreditNoteView);
  }

  /** A credit note by its id, for its owner or an admin (webhook payloads; 'Credit note not found' otherwise). */
  async viewById(em: EntityManager, viewer: Viewer | null, creditNoteId: string): Promise<CreditNoteView> {
    const v = requireViewer(viewer, CreditNoteMessages.login);
    if (!isUuid(creditNoteId)) throw notFound(CreditNoteMessages.notFound);
    const note = await em.fork().findOne(CreditNote, { id: creditNoteId });
    if (!note || (v.role !== 'admin' && note.userId !== v.userId))
      throw notFound(CreditNoteMessages.notFound);
    return toCreditNoteView(note);
  }

  /** One credit note of an order as an A4 PDF, for its owner or an admin ('Credit note not found'). */
  async pdfFor(
    em: EntityManager,
    viewer: Viewer | null,
    orderId: string,
    creditNoteId: string,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const v = requireViewer(viewer, CreditNoteMessages.login);
    if (!isUuid(orderId) || !isUuid(creditNoteId)) throw notFound(CreditNoteMessages.notFound);
    const note = await em.fork().findOne(CreditNote, { id: creditNoteId, orderId });
    if (!note || (v.role !== 'admin' && note.userId !== v.userId))
      throw notFound(CreditNoteMessages.notFound);
    return {
      filename: `credit-note-${note.number.replace(/\//g, '-')}.pdf`,
      pdf: await creditNotePdf(note),
    };
  }
}
