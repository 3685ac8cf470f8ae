import { Migration } from '@mikro-orm/migrations';

/**
 * Tax invoices (issue 33): one per order, issued in the order's transaction, numbered from a
 * counter row per series and financial year (locked by the transaction that takes a number, so
 * numbers are consecutive with no gaps or duplicates), and frozen: `snapshot` holds the seller,
 * buyer, lines, HSN codes and taxes as issued.
 */
export class Migration20261129053100_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table document_counters (
        series text not null check (series in ('invoice', 'credit_note')),
        financial_year text not null check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
        last_number integer not null check (last_number >= 1),
        primary key (series, financial_year)
      );`);
    this.addSql(`
      create table invoices (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null unique references orders (id) on delete restrict,
        user_id uuid not null,
        number text not null unique check (char_length(number) <= 16 and number ~ '^[A-Z0-9/-]+$'),
        financial_year text not null,
        sequence integer not null,
        issued_at timestamptz not null,
        place_of_supply text not null,
        buyer_gstin text null,
        buyer_name text not null,
        taxable_paise integer not null check (taxable_paise >= 0),
        cgst_paise integer not null check (cgst_paise >= 0),
        sgst_paise integer not null check (sgst_paise >= 0),
        igst_paise integer not null check (igst_paise >= 0),
        total_paise integer not null check (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
        snapshot jsonb not null,
        unique (financial_year, sequence)
      );`);
    this.addSql('create index invoices_issued_at_idx on invoices (issued_at);');
    this.addSql('create index invoices_user_idx on invoices (user_id, issued_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists invoices;');
    this.addSql('drop table if exists document_counters;');
  }
}
