import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks, the remainder of issue 35 (docs/webhooks.md): each outbox event keeps the W3C
 * `traceparent` of the change that raised it (null when tracing is off), so its deliveries continue
 * that trace; the cleanup job (`webhooks.cleanup`) finds old finished deliveries by their last attempt.
 */
export class Migration20261129086000_webhook_traces_and_cleanup extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table webhook_events add column traceparent text null;`);
    this.addSql(
      `create index webhook_deliveries_finished on webhook_deliveries (last_attempt_at) where state <> 'pending';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists webhook_deliveries_finished;');
    this.addSql('alter table webhook_events drop column if exists traceparent;');
  }
}
