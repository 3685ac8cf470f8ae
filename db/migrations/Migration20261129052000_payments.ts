import { Migration } from '@mikro-orm/migrations';

/**
 * Payments through a provider (issue 32): one `payments` row per provider order (an order's
 * payment or a wallet top-up, the amount from the server's totals), every provider event received
 * (`payment_events`, unique per provider event id: a repeat is refused by the database), refunds
 * (`payment_refunds`, unique idempotency key), the built-in test gateway's own ledger, and each
 * order's payment state with its stock hold's expiry. Orders placed before this are paid.
 */
export class Migration20261129052000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payments (
        id uuid primary key default gen_random_uuid(),
        provider text not null,
        purpose text not null check (purpose in ('order', 'topup')),
        user_id uuid not null references users (id) on delete cascade,
        order_id uuid null references orders (id) on delete cascade,
        amount_paise integer not null check (amount_paise > 0),
        currency text not null default 'INR',
        state text not null default 'pending' check (state in ('pending', 'paid', 'failed', 'expired')),
        provider_order_id text null,
        provider_payment_id text null,
        method text null,
        description text null,
        failure_reason text null,
        expires_at timestamptz not null,
        paid_at timestamptz null,
        checked_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (provider, provider_order_id)
      );`);
    this.addSql(`create index payments_order_idx on payments (order_id);`);
    this.addSql(
      `create index payments_open_idx on payments (expires_at) where state in ('pending', 'failed');`,
    );
    this.addSql(`create index payments_created_idx on payments (created_at desc, id desc);`);
    this.addSql(`
      create table payment_events (
        id uuid primary key default gen_random_uuid(),
        payment_id uuid null references payments (id) on delete cascade,
        provider text not null,
        provider_event_id text not null,
        source text not null check (source in ('webhook', 'return', 'direct', 'reconcile', 'expiry', 'admin')),
        kind text not null,
        detail jsonb not null default '{}',
        received_at timestamptz not null default now(),
        unique (provider, provider_event_id)
      );`);
    this.addSql(`create index payment_events_payment_idx on payment_events (payment_id, received_at);`);
    this.addSql(`
      create table payment_refunds (
        id uuid primary key default gen_random_uuid(),
        payment_id uuid not null references payments (id) on delete cascade,
        order_id uuid null references orders (id) on delete set null,
        amount_paise integer not null check (amount_paise > 0),
        idempotency_key text not null unique,
        provider_refund_id text null,
        state text not null default 'pending' check (state in ('pending', 'processed', 'failed')),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table test_gateway_payments (
        provider_order_id text primary key,
        amount_paise integer not null check (amount_paise > 0),
        receipt text not null unique,
        status text not null default 'created' check (status in ('created', 'attempted', 'paid', 'failed')),
        provider_payment_id text null,
        method text null,
        refunded_paise integer not null default 0,
        refund_keys text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      alter table orders
        add column payment_status text not null default 'paid'
          check (payment_status in ('pending', 'paid', 'failed', 'expired', 'cod')),
        add column hold_expires_at timestamptz null;`);
    this.addSql(
      `create index orders_open_holds_idx on orders (hold_expires_at) where payment_status in ('pending', 'failed');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists orders_open_holds_idx;');
    this.addSql(
      'alter table orders drop column if exists hold_expires_at, drop column if exists payment_status;',
    );
    this.addSql('drop table if exists test_gateway_payments;');
    this.addSql('drop table if exists payment_refunds;');
    this.addSql('drop table if exists payment_events;');
    this.addSql('drop table if exists payments;');
  }
}
