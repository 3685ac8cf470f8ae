import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (docs/webhooks.md): endpoints, the outbox of events written in the transaction of the
 * change (`webhook_events`, with a per-aggregate sequence from `webhook_sequences`), and one
 * delivery per (event, subscribed endpoint), claimed by every instance's dispatcher.
 */
export class Migration20261129050000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoints (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        url text not null,
        document text not null,
        event_type text not null,
        secret_sealed text not null,
        previous_secret_sealed text null,
        previous_secret_until timestamptz null,
        paused boolean not null default false,
        disabled_at timestamptz null,
        owner_user_id uuid null references users (id) on delete cascade,
        owner_api_key_id uuid null references api_keys (id) on delete cascade,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((owner_user_id is null) <> (owner_api_key_id is null))
      );`);
    this.addSql(`create index webhook_endpoints_event_type on webhook_endpoints (event_type);`);
    this.addSql(`
      create table webhook_sequences (
        aggregate text primary key,
        last bigint not null
      );`);
    this.addSql(`
      create table webhook_events (
        id uuid primary key,
        type text not null,
        aggregate text not null,
        sequence bigint not null,
        occurred_at timestamptz not null,
        data jsonb not null,
        unique (aggregate, sequence)
      );`);
    this.addSql(`create index webhook_events_occurred_at on webhook_events (occurred_at);`);
    this.addSql(`
      create table webhook_deliveries (
        id uuid primary key default gen_random_uuid(),
        endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
        event_id uuid not null references webhook_events (id) on delete cascade,
        state text not null default 'pending' check (state in ('pending', 'succeeded', 'failed')),
        attempts int not null default 0,
        next_attempt_at timestamptz null,
        first_attempt_at timestamptz null,
        last_attempt_at timestamptz null,
        request_body text null,
        response_code int null,
        response_body text null,
        error text null,
        created_at timestamptz not null default now(),
        unique (event_id, endpoint_id)
      );`);
    this.addSql(
      `create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where state = 'pending';`,
    );
    this.addSql(
      `create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);`,
    );
    // The bell tells admins when an endpoint is disabled.
    this.addSql(`alter table admin_notifications drop constraint admin_notifications_kind_check;`);
    this.addSql(`
      alter table admin_notifications add constraint admin_notifications_kind_check
        check (kind in ('new_order', 'return_requested', 'new_chat', 'low_stock', 'webhook_disabled'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from admin_notifications where kind = 'webhook_disabled';`);
    this.addSql(`alter table admin_notifications drop constraint admin_notifications_kind_check;`);
    this.addSql(`
      alter table admin_notifications add constraint admin_notifications_kind_check
        check (kind in ('new_order', 'return_requested', 'new_chat', 'low_stock'));`);
    this.addSql('drop table if exists webhook_deliveries;');
    this.addSql('drop table if exists webhook_events;');
    this.addSql('drop table if exists webhook_sequences;');
    this.addSql('drop table if exists webhook_endpoints;');
  }
}
