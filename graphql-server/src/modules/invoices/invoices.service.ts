import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import type { EventRaiser } from '../../common/events.js';
import { notFound } from '../../common/errors.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import { hsnCodesOf } from '../catalog/index.js';
import {
  financialYear,
  invoiceLines,
  orderRef,
  rupeesInWords,
  splitGst,
  stateByCode,
} from '../pricing/index.js';
import { Invoice, type InvoiceSnapshot } from './invoice.entity.js';
import { invoicePdf } from './invoice-pdf.js';
import { gstr1File, invoicePage, InvoiceReportMessages } from './invoice-reports.js';
import { toInvoiceView } from './invoice-view.js';
import type { InvoiceEvents } from './invoices.events.js';
import { takeNextNumber } from './invoices.sql.js';
import type { AdminInvoicesInput, InvoicePageView, InvoiceView } from './invoices.types.js';

export const InvoiceMessages = {
  notFound: 'Invoice not found',
  login: 'Please log in to see your invoices',
} as const;

/** The highest number a series reaches in one financial year (six digits keep 16 characters). */
export const MAX_SEQUENCE = 999_999;

/** What the order's transaction hands over: the order as placed, in paise. */
export interface InvoiceSource {
  orderId: string;
  userId: string;
  buyer: {
    name: string;
    phone: string;
    address: string;
    city: string;
    postalCode: string;
    stateCode: string;
    gstin: string | null;
    businessName: string | null;
  };
  lines: { productId: string | null; name: string; quantity: number; unitPricePaise: number }[];
  subtotalPaise: number;
  gstPaise: number;
  discountPaise: number;
  baseTotalPaise: number;
  walletUsedPaise: number;
  promoCode: string | null;
}

/** `RS/26-27/000123`: the prefix, the financial year, six digits. */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * Takes the next number of a series in a financial year. The counter row stays locked by the
 * calling transaction until it ends: a concurrent order waits for it, and a rollback gives the
 * number back, so the numbers are consecutive with no gaps and no duplicates on any number of
 * instances sharing the database.
 */
export async function nextNumber(
  tx: EntityManager,
  series: 'invoice' | 'credit_note',
  year: string,
  max: number = MAX_SEQUENCE,
): Promise<number> {
  const n = await takeNextNumber(tx, series, year);
  if (n > max) throw new Error(`the ${series} series of ${year} is full`);
  return n;
}

/** Tax invoices: issued inside the order's transaction, frozen, read by their owner and admins. */
export class InvoiceService {
  constructor(
    private readonly deps: {
      settings: ShopSettingsProvider;
      /** The time an invoice is issued at (tests set it to cross a financial year). */
      now: () => Date;
      events: EventRaiser<InvoiceEvents>;
    },
  ) {}

  /**
   * Issues the order's tax invoice in the caller's transaction (`tx`): the next number of the
   * financial year, and a snapshot of the seller, buyer, lines, HSN codes and taxes as they stand.
   * Call it last in the transaction: the series' counter row is held until the commit.
   */
  async issueFor(tx: EntityManager, source: InvoiceSource): Promise<Invoice> {
    const settings = this.deps.settings.current();
    const { seller } = settings;
    const issuedAt = this.deps.now();
    const place = stateByCode(source.buyer.stateCode);
    if (!place) throw new Error('an invoice needs the place of supply');
    const split = splitGst(source.gstPaise, seller.stateCode, place.code);
    const figures = invoiceLines(source.lines, { discount: source.discountPaise, split });
    const hsn = await hsnCodesOf(
      tx,
      source.lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    );
    const lines = source.lines.map((l, i) => {
      const f = figures[i]!;
      return {
        name: l.name,
        hsn: (l.productId && hsn.get(l.productId)) || null,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        grossPaise: f.gross,
        discountPaise: f.discount,
        taxablePaise: f.taxable,
        cgstPaise: f.cgst,
        sgstPaise: f.sgst,
        igstPaise: f.igst,
      };
    });
    const taxable = source.subtotalPaise - source.discountPaise;
    const snapshot: InvoiceSnapshot = {
      shopName: settings.shopName,
      seller: {
        legalName: seller.legalName,
        address: seller.address,
        stateCode: seller.stateCode,
        stateName: stateByCode(seller.stateCode)?.name ?? null,
        gstin: seller.gstin,
      },
      buyer: { ...source.buyer, stateName: place.name },
      placeOfSupply: { code: place.code, name: place.name },
      intraState: split.intraState,
      secondTaxName: split.secondTaxName,
      gstPercent: settings.gstPercent,
      orderRef: orderRef(source.orderId),
      lines,
      totals: {
        subtotalPaise: source.subtotalPaise,
        discountPaise: source.discountPaise,
        taxablePaise: taxable,
        cgstPaise: split.cgst,
        sgstPaise: split.sgst,
        igstPaise: split.igst,
        totalPaise: source.baseTotalPaise,
        walletUsedPaise: source.walletUsedPaise,
        promoCode: source.promoCode,
      },
      totalInWords: rupeesInWords(source.baseTotalPaise),
    };
    const year = financialYear(issuedAt);
    const sequence = await nextNumber(tx, 'invoice', year);
    const invoice = tx.create(Invoice, {
      orderId: source.orderId,
      userId: source.userId,
      number: documentNumber(seller.invoicePrefix, year, sequence),
      financialYear: year,
      sequence,
      issuedAt,
      placeOfSupply: place.code,
      buyerGstin: source.buyer.gstin,
      buyerName: source.buyer.businessName ?? source.buyer.name,
      taxablePaise: taxable,
      cgstPaise: split.cgst,
      sgstPaise: split.sgst,
      igstPaise: split.igst,
      totalPaise: source.baseTotalPaise,
      snapshot,
    });
    await tx.flush();
    await this.raiseIssued(tx, invoice);
    return invoice;
  }

  /** InvoiceIssued, in the issuing transaction (the webhooks outbox writes it before commit). */
  private raiseIssued(tx: EntityManager, invoice: Invoice): Promise<void> {
    return this.deps.events.raise(tx, 'InvoiceIssued', {
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      userId: invoice.userId,
      number: invoice.number,
      totalPaise: invoice.totalPaise,
    });
  }

  /** An order's invoice, for its owner or an admin ('Invoice not found' to anyone else). */
  async forOrder(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<Invoice | null> {
    const v = requireViewer(viewer, InvoiceMessages.login);
    if (!isUuid(orderId)) throw notFound(InvoiceMessages.notFound);
    const invoice = await em.fork().findOne(Invoice, { orderId });
    if (!invoice) {
      if (v.role === 'admin') return null;
      throw notFound(InvoiceMessages.notFound);
    }
    if (v.role !== 'admin' && invoice.userId !== v.userId) throw notFound(InvoiceMessages.notFound);
    return invoice;
  }

  /** The invoice's view (null for an admin when the order has none: orders from before GST). */
  async viewForOrder(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<InvoiceView | null> {
    const invoice = await this.forOrder(em, viewer, orderId);
    return invoice ? toInvoiceView(invoice) : null;
  }

  /** An invoice by its id, for its owner or an admin (webhook payloads; 'Invoice not found' otherwise). */
  async viewById(em: EntityManager, viewer: Viewer | null, invoiceId: string): Promise<InvoiceView> {
    const v = requireViewer(viewer, InvoiceMessages.login);
    if (!isUuid(invoiceId)) throw notFound(InvoiceMessages.notFound);
    const invoice = await em.fork().findOne(Invoice, { id: invoiceId });
    if (!invoice || (v.role !== 'admin' && invoice.userId !== v.userId))
      throw notFound(InvoiceMessages.notFound);
    return toInvoiceView(invoice);
  }

  /** The order's invoice as an A4 PDF, for its owner or an admin. */
  async pdfForOrder(
    em: EntityManager,
    viewer: Viewer | null,
    orderId: string,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.forOrder(em, viewer, orderId);
    if (!invoice) throw notFound(InvoiceMessages.notFound);
    return this.pdfOf(invoice);
  }

  /** The PDF of an invoice already loaded (the confirmation e-mail attaches it). */
  async pdfOf(invoice: Invoice): Promise<{ filename: string; pdf: Buffer }> {
    return {
      filename: `invoice-${invoice.number.replace(/\//g, '-')}.pdf`,
      pdf: await invoicePdf(invoice),
    };
  }

  /** The PDF of an order's invoice for the shop itself (the confirmation e-mail), or null. */
  async pdfForMail(em: EntityManager, orderId: string): Promise<{ filename: string; pdf: Buffer } | null> {
    const invoice = await em.findOne(Invoice, { orderId });
    return invoice ? this.pdfOf(invoice) : null;
  }

  /** Admin: the invoices matching a search and date range, a page of them and the totals per tax. */
  adminInvoices(
    em: EntityManager,
    viewer: Viewer | null,
    input: AdminInvoicesInput,
  ): Promise<InvoicePageView> {
    requireAdmin(viewer, InvoiceReportMessages.adminsOnly);
    return invoicePage(em, input);
  }

  /** Admin: the month's GSTR-1-shaped CSV (`month` YYYY-MM, Indian days), from the invoices as issued. */
  gstr1Csv(
    em: EntityManager,
    viewer: Viewer | null,
    month: unknown,
  ): Promise<{ filename: string; csv: string }> {
    requireAdmin(viewer, InvoiceReportMessages.adminsOnly);
    const { shopName, seller } = this.deps.settings.current();
    return gstr1File(em, String(month ?? ''), { shopName, legalName: seller.legalName, gstin: seller.gstin });
  }
}
