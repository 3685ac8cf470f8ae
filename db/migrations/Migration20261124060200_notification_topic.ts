import { Migration } from '@mikro-orm/migrations';

/**
 * What each notification is about (order placed, status, return requested, refund), so the shop
 * words its amount for what it is ('₹X refunded to your wallet', not 'Total ₹X'). Existing order
 * notifications are classified by their wording.
 */
export class Migration20261124060200_notification_topic extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table notifications add column topic text null
        check (topic in ('order_placed', 'order_status', 'return_requested', 'refund'));`);
    this.addSql(`
      update notifications set topic = case
          when message like 'Order placed%' then 'order_placed'
          when message like 'Return requested%' then 'return_requested'
          when message like '%refunded to your wallet%' then 'refund'
          else 'order_status' end
        where type = 'order';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table notifications drop column if exists topic;');
  }
}
