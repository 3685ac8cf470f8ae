import { Migration } from '@mikro-orm/migrations';

/**
 * Refund to the original payment method (issue 32, docs/payments.md): an admin may send a
 * cancelled or returned order's refund back through the payment provider instead of the wallet.
 * The wallet gives the refund back once (ledger kind `refund_to_source`, a debit, unique per order
 * like every kind) and the order keeps the amount sent (`source_refunded_paise`).
 */
export class Migration20261129080000_refund_to_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders add column source_refunded_paise integer null
      check (source_refunded_paise is null or source_refunded_paise > 0);`);
    this.addSql(`alter table wallet_transactions drop constraint wallet_transactions_kind_check;`);
    this.addSql(`alter table wallet_transactions add constraint wallet_transactions_kind_check
      check (kind in ('topup', 'order_payment', 'refund', 'refund_to_source'));`);
    this.addSql(`alter table wallet_transactions drop constraint wallet_transactions_kind_type;`);
    this.addSql(`alter table wallet_transactions add constraint wallet_transactions_kind_type check (
      (kind = 'order_payment' and type = 'debit' and order_id is not null)
      or (kind = 'refund' and type = 'credit' and order_id is not null)
      or (kind = 'refund_to_source' and type = 'debit' and order_id is not null)
      or (kind = 'topup' and type = 'credit'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from wallet_transactions where kind = 'refund_to_source';`);
    this.addSql(`alter table wallet_transactions drop constraint wallet_transactions_kind_type;`);
    this.addSql(`alter table wallet_transactions add constraint wallet_transactions_kind_type check (
      (kind = 'order_payment' and type = 'debit' and order_id is not null)
      or (kind = 'refund' and type = 'credit' and order_id is not null)
      or (kind = 'topup' and type = 'credit'));`);
    this.addSql(`alter table wallet_transactions drop constraint wallet_transactions_kind_check;`);
    this.addSql(`alter table wallet_transactions add constraint wallet_transactions_kind_check
      check (kind in ('topup', 'order_payment', 'refund'));`);
    this.addSql(`alter table orders drop column source_refunded_paise;`);
  }
}
