import { Migration } from '@mikro-orm/migrations';

/**
 * GST credit notes (issue 33): one per refund of an invoiced order (a cancellation or a return),
 * issued in the refund's transaction, numbered from the `credit_note` series of
 * `document_counters` per financial year, referencing the invoice, frozen (`snapshot`).
 */
export class Migration20261129083000_credit_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table credit_notes (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null references orders (id) on delete restrict,
        invoice_id uuid not null references invoices (id) on delete restrict,
        user_id uuid not null,
        kind text not null check (kind in ('cancellation', 'return', 'refund')),
        number text not null unique check (char_length(number) <= 16 and number ~ '^[A-Z0-9/-]+$'),
        financial_year text not null,
        sequence integer not null,
        issued_at timestamptz not null,
        reason text not null,
        buyer_name text not null,
        taxable_paise integer not null check (taxable_paise >= 0),
        cgst_paise integer not null check (cgst_paise >= 0),
        sgst_paise integer not null check (sgst_paise >= 0),
        igst_paise integer not null check (igst_paise >= 0),
        total_paise integer not null check (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
        snapshot jsonb not null,
        unique (financial_year, sequence),
        unique (order_id, kind)
      );`);
    this.addSql('create index credit_notes_order_idx on credit_notes (order_id, issued_at);');
    this.addSql('create index credit_notes_user_idx on credit_notes (user_id, issued_at desc);');
    this.addSql('create index credit_notes_issued_at_idx on credit_notes (issued_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists credit_notes;');
  }
}
