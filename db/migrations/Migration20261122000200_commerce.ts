import { Migration } from '@mikro-orm/migrations';

/** Promo codes, carts, orders (with idempotency keys), the wallet ledger and notifications. */
export class Migration20261122000200_commerce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table promo_codes (
        id uuid primary key default gen_random_uuid(),
        code text not null,
        type text not null check (type in ('percentage', 'fixed')),
        value integer not null check (value >= 0),
        label text not null,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        constraint promo_codes_code_unique unique (code),
        constraint promo_codes_code_upper check (code = upper(code) and length(code) > 0),
        constraint promo_codes_percentage_max check (type <> 'percentage' or value <= 100)
      );`);
    this.addSql(`
      create table cart_items (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        product_id uuid not null references products (id) on delete cascade,
        quantity integer not null check (quantity > 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint cart_items_user_product_unique unique (user_id, product_id)
      );`);
    this.addSql(`
      create table orders (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete restrict,
        status text not null default 'Pending' check (status in
          ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Return Requested', 'Returned')),
        shipping_name text not null,
        shipping_phone text not null,
        shipping_email text not null,
        shipping_address text not null,
        shipping_city text not null,
        shipping_postal_code text not null,
        payment_method text not null check (payment_method in ('card', 'upi', 'wallet')),
        upi_id text null,
        upi_provider text null,
        card_last_four text null check (card_last_four is null or card_last_four ~ '^[0-9]{4}$'),
        subtotal_paise integer not null check (subtotal_paise >= 0),
        gst_paise integer not null check (gst_paise >= 0),
        promo_discount_paise integer not null check (promo_discount_paise >= 0),
        promo_code text null,
        promo_label text null,
        base_total_paise integer not null check (base_total_paise >= 0),
        wallet_used_paise integer not null check (wallet_used_paise >= 0),
        total_paise integer not null check (total_paise >= 0),
        refunded_paise integer null check (refunded_paise >= 0),
        fee_paise integer null check (fee_paise >= 0),
        return_reason text null,
        return_details text null,
        delivered_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint orders_totals_add_up check (base_total_paise = subtotal_paise + gst_paise - promo_discount_paise),
        constraint orders_payment_adds_up check (total_paise + wallet_used_paise = base_total_paise)
      );`);
    this.addSql(`create index orders_user_created_idx on orders (user_id, created_at desc);`);
    this.addSql(`create index orders_created_idx on orders (created_at desc);`);
    this.addSql(`create index orders_status_idx on orders (status);`);
    this.addSql(`
      create table order_items (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null references orders (id) on delete cascade,
        product_id uuid null references products (id) on delete set null,
        name text not null,
        unit_price_paise integer not null check (unit_price_paise >= 0),
        quantity integer not null check (quantity > 0),
        image_path text null,
        position integer not null default 0
      );`);
    this.addSql(`create index order_items_order_idx on order_items (order_id);`);
    this.addSql(`create index order_items_product_idx on order_items (product_id);`);
    this.addSql(`
      create table order_requests (
        user_id uuid not null references users (id) on delete cascade,
        idempotency_key text not null,
        request_hash text not null,
        order_id uuid null references orders (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, idempotency_key)
      );`);
    this.addSql(`
      create table wallets (
        user_id uuid primary key references users (id) on delete cascade,
        balance_paise integer not null default 0 check (balance_paise >= 0),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table wallet_transactions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        type text not null check (type in ('credit', 'debit')),
        kind text not null check (kind in ('topup', 'order_payment', 'refund')),
        amount_paise integer not null check (amount_paise > 0),
        description text not null,
        order_id uuid null references orders (id) on delete set null,
        created_at timestamptz not null default now(),
        constraint wallet_transactions_once_per_order unique (order_id, kind),
        constraint wallet_transactions_kind_type check (
          (kind = 'order_payment' and type = 'debit' and order_id is not null)
          or (kind = 'refund' and type = 'credit' and order_id is not null)
          or (kind = 'topup' and type = 'credit'))
      );`);
    this.addSql(
      `create index wallet_transactions_user_idx on wallet_transactions (user_id, created_at desc);`,
    );
    this.addSql(`
      create table notifications (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        type text not null check (type in ('order', 'chat', 'other')),
        message text not null,
        image_url text null,
        total_price_paise integer null,
        order_id uuid null references orders (id) on delete set null,
        is_read boolean not null default false,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index notifications_user_idx on notifications (user_id, created_at desc);`);
    this.addSql(`create index notifications_unread_idx on notifications (user_id) where not is_read;`);
  }

  override async down(): Promise<void> {
    for (const t of [
      'notifications',
      'wallet_transactions',
      'wallets',
      'order_requests',
      'order_items',
      'orders',
      'cart_items',
      'promo_codes',
    ])
      this.addSql(`drop table if exists ${t};`);
  }
}
