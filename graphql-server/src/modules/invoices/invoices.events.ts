/** The invoices module's domain events (raised in the transaction that issues the document). */
export interface InvoiceIssued {
  invoiceId: string;
  orderId: string;
  userId: string;
  number: string;
  totalPaise: number;
}

export interface CreditNoteIssued {
  creditNoteId: string;
  invoiceId: string;
  orderId: string;
  userId: string;
  number: string;
  kind: string;
  totalPaise: number;
}

export interface InvoiceEvents {
  InvoiceIssued: InvoiceIssued;
  CreditNoteIssued: CreditNoteIssued;
}
