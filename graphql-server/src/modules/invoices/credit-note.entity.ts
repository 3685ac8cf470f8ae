import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { InvoiceSnapshot } from './invoice.entity.js';

export type CreditNoteKind = 'cancellation' | 'return' | 'refund';

/** What a credit note froze when it was issued: the invoice's parties and the amounts reversed. */
export interface CreditNoteSnapshot {
  shopName: string;
  seller: InvoiceSnapshot['seller'];
  buyer: InvoiceSnapshot['buyer'];
  placeOfSupply: InvoiceSnapshot['placeOfSupply'];
  intraState: boolean;
  secondTaxName: string;
  gstPercent: number;
  orderRef: string;
  /** the invoice it reduces */
  invoice: { number: string; issuedAt: string; totalPaise: number };
  kind: CreditNoteKind;
  reason: string;
  /** the lines of the invoice, each with the value and tax reversed on it */
  lines: {
    name: string;
    hsn: string | null;
    quantity: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** what goes back to the buyer (the refund) */
    totalPaise: number;
    /** what the shop kept (the cancellation or return fee): not reversed */
    feePaise: number;
  };
  totalInWords: string;
}

/** A GST credit note: one per refund of an invoiced order, frozen as issued. */
@Entity({ tableName: 'credit_notes' })
export class CreditNote {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) orderId!: string;
  @Property({ type: 'uuid' }) invoiceId!: string;
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) kind!: CreditNoteKind;
  @Property({ type: 'text' }) number!: string;
  @Property({ type: 'text' }) financialYear!: string;
  @Property({ type: 'integer' }) sequence!: number;
  @Property({ type: 'timestamptz' }) issuedAt!: Date;
  @Property({ type: 'text' }) reason!: string;
  @Property({ type: 'text' }) buyerName!: string;
  @Property({ type: 'integer' }) taxablePaise!: number;
  @Property({ type: 'integer' }) cgstPaise!: number;
  @Property({ type: 'integer' }) sgstPaise!: number;
  @Property({ type: 'integer' }) igstPaise!: number;
  @Property({ type: 'integer' }) totalPaise!: number;
  @Property({ type: 'json' }) snapshot!: CreditNoteSnapshot;
}
