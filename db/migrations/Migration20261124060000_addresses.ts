import { Migration } from '@mikro-orm/migrations';

/**
 * The shopper's address book: saved shipping addresses, at most one default per shopper, and when
 * a checkout last shipped to each (the checkout preselects the last used one).
 */
export class Migration20261124060000_addresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table addresses (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        name text not null,
        phone text not null,
        address text not null,
        city text not null,
        postal_code text not null,
        is_default boolean not null default false,
        last_used_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index addresses_user_idx on addresses (user_id);');
    this.addSql('create unique index addresses_one_default on addresses (user_id) where is_default;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists addresses;');
  }
}
