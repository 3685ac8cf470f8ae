import { Migration } from '@mikro-orm/migrations';

/**
 * Cash on delivery (issue 32, docs/decisions/cash-on-delivery.md): orders may be paid `cod`, and
 * the admin's Site settings hold the largest order value it is offered for, in paise (0 = off;
 * ₹10,000 by default).
 */
export class Migration20261129081000_cash_on_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders drop constraint if exists orders_payment_method_check;`);
    this.addSql(
      `alter table orders add constraint orders_payment_method_check check (payment_method in ('card', 'upi', 'wallet', 'cod'));`,
    );
    this.addSql(
      `alter table site_settings add column cod_limit_paise integer not null default 1000000 check (cod_limit_paise >= 0);`,
    );
  }
}
