import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** What an invoice froze when it was issued: nothing here follows later edits. */
export interface InvoiceSnapshot {
  shopName: string;
  seller: {
    legalName: string | null;
    address: string | null;
    stateCode: string | null;
    stateName: string | null;
    gstin: string | null;
  };
  buyer: {
    name: string;
    phone: string;
    address: string;
    city: string;
    postalCode: string;
    stateCode: string;
    stateName: string;
    gstin: string | null;
    businessName: string | null;
  };
  placeOfSupply: { code: string; name: string };
  intraState: boolean;
  /** 'SGST' or 'UTGST' */
  secondTaxName: string;
  /** whole percent: the GST rate, and each half's */
  gstPercent: number;
  orderRef: string;
  lines: {
    name: string;
    hsn: string | null;
    quantity: number;
    unitPricePaise: number;
    grossPaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
  totals: {
    subtotalPaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
    /** paid from the shop wallet: a means of payment, not a discount (it lowers nothing taxable) */
    walletUsedPaise: number;
    promoCode: string | null;
  };
  /** the invoice total in words, Indian numbering */
  totalInWords: string;
}

/** A tax invoice, one per order, frozen as issued. */
@Entity({ tableName: 'invoices' })
export class Invoice {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid', unique: true }) orderId!: string;
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) number!: string;
  @Property({ type: 'text' }) financialYear!: string;
  @Property({ type: 'integer' }) sequence!: number;
  @Property({ type: 'timestamptz' }) issuedAt!: Date;
  @Property({ type: 'text' }) placeOfSupply!: string;
  @Property({ type: 'text', nullable: true }) buyerGstin: string | null = null;
  @Property({ type: 'text' }) buyerName!: string;
  @Property({ type: 'integer' }) taxablePaise!: number;
  @Property({ type: 'integer' }) cgstPaise!: number;
  @Property({ type: 'integer' }) sgstPaise!: number;
  @Property({ type: 'integer' }) igstPaise!: number;
  @Property({ type: 'integer' }) totalPaise!: number;
  @Property({ type: 'json' }) snapshot!: InvoiceSnapshot;
}
