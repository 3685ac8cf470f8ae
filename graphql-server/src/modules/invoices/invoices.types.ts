import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('InvoiceLine', { description: 'One line of a tax invoice, as issued (rupees).' })
export class InvoiceLineView {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'HSN code (4, 6 or 8 digits) when set.' }) hsn!:
    string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Float) unitPrice!: number;
  @Field(() => Float) discount!: number;
  @Field(() => Float, { description: 'After discount.' }) taxableValue!: number;
  @Field(() => Float) cgst!: number;
  @Field(() => Float, { description: 'SGST or UTGST.' }) sgst!: number;
  @Field(() => Float) igst!: number;
}

@ObjectType('Invoice', {
  description: "A GST tax invoice, frozen as issued. Only the order's owner and admins can read it.",
})
export class InvoiceView {
  @Field(() => ID) id!: string;
  @Field(() => ID) orderId!: string;
  @Field(() => String, { description: 'RS/26-27/000123: prefix, financial year, number.' }) number!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String, { description: 'Place of supply: GST state code.' }) placeOfSupply!: string;
  @Field(() => String) placeOfSupplyName!: string;
  @Field(() => Boolean) intraState!: boolean;
  @Field(() => String) secondTaxName!: string;
  @Field(() => String) buyerName!: string;
  @Field(() => String, { nullable: true }) buyerGstin!: string | null;
  @Field(() => String, { nullable: true }) sellerGstin!: string | null;
  @Field(() => Float) taxableValue!: number;
  @Field(() => Float) cgst!: number;
  @Field(() => Float) sgst!: number;
  @Field(() => Float) igst!: number;
  @Field(() => Float) total!: number;
  @Field(() => String) totalInWords!: string;
  @Field(() => [InvoiceLineView]) lines!: InvoiceLineView[];
  @Field(() => String, { description: 'Where the PDF is downloaded (GET, with the bearer token).' })
  pdfPath!: string;
}

@ObjectType('CreditNote', {
  description:
    "A GST credit note: a refund of an invoiced order, with the tax reversed in the invoice's split. Frozen as issued; only the order's owner and admins can read it.",
})
export class CreditNoteView {
  @Field(() => ID) id!: string;
  @Field(() => ID) orderId!: string;
  @Field(() => String, { description: 'RS/CN/26-27/0001: prefix, CN, financial year, number.' })
  number!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String, { description: 'cancellation, return or refund.' }) kind!: string;
  @Field(() => String) reason!: string;
  @Field(() => String, { description: 'The invoice it reduces.' }) invoiceNumber!: string;
  @Field(() => Date) invoiceDate!: Date;
  @Field(() => Boolean) intraState!: boolean;
  @Field(() => String) secondTaxName!: string;
  @Field(() => Float, { description: 'Taxable value reversed (rupees).' }) taxableValue!: number;
  @Field(() => Float) cgst!: number;
  @Field(() => Float, { description: 'SGST or UTGST.' }) sgst!: number;
  @Field(() => Float) igst!: number;
  @Field(() => Float, { description: 'The amount credited: the refund (rupees).' }) total!: number;
  @Field(() => String) totalInWords!: string;
  @Field(() => String, { description: 'Where the PDF is downloaded (GET, with the bearer token).' })
  pdfPath!: string;
}
@InputType({ description: 'Admin: which invoices the Invoices tab lists. Days are Indian calendar days.' })
export class AdminInvoicesInput {
  @Field(() => String, {
    nullable: true,
    description: 'Part of an invoice number, an order id or #ref, a buyer name, GSTIN or phone.',
  })
  search?: string | null;
  @Field(() => String, { nullable: true, description: 'First day issued (YYYY-MM-DD), included.' })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day issued (YYYY-MM-DD), included.' })
  to?: string | null;
  @Field(() => Int, { nullable: true, defaultValue: 50, description: 'At most 200.' }) first?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) offset?: number | null;
}

@ObjectType('InvoiceSummary', { description: "One line of the admin's invoice list (rupees)." })
export class InvoiceSummaryView {
  @Field(() => ID) id!: string;
  @Field(() => ID) orderId!: string;
  @Field(() => String) number!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String) buyerName!: string;
  @Field(() => String, { nullable: true }) buyerGstin!: string | null;
  @Field(() => String, { description: 'Place of supply: GST state code.' }) placeOfSupply!: string;
  @Field(() => String) placeOfSupplyName!: string;
  @Field(() => Float) taxableValue!: number;
  @Field(() => Float) cgst!: number;
  @Field(() => Float, { description: 'SGST or UTGST.' }) sgst!: number;
  @Field(() => Float) igst!: number;
  @Field(() => Float) total!: number;
  @Field(() => String, { description: 'Where the PDF is downloaded (GET, with the bearer token).' })
  pdfPath!: string;
}

@ObjectType('InvoiceTotals', { description: 'The filtered invoices added up (rupees, summed in paise).' })
export class InvoiceTotalsView {
  @Field(() => Int) count!: number;
  @Field(() => Float) taxableValue!: number;
  @Field(() => Float) cgst!: number;
  @Field(() => Float) sgst!: number;
  @Field(() => Float) igst!: number;
  @Field(() => Float) total!: number;
}

@ObjectType('InvoicePage', { description: 'A page of the filtered invoices and the totals of all of them.' })
export class InvoicePageView {
  @Field(() => [InvoiceSummaryView]) items!: InvoiceSummaryView[];
  @Field(() => InvoiceTotalsView, { description: 'Every invoice the filter matches, not only this page.' })
  totals!: InvoiceTotalsView;
}
