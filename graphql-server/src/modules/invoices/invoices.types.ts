import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

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
