import { Migration } from '@mikro-orm/migrations';

/**
 * Admin settings: one row of site and mail settings (the mail password sealed with AES-256-GCM,
 * never in plain text), the log of settings changes, and promo-code expiry and usage limits. The
 * four launch promo codes are inserted here once, so they are ordinary rows an admin may delete
 * (they used to be re-added at every start).
 */
export class Migration20261124010000_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table site_settings (
        id smallint primary key default 1 check (id = 1),
        store_name text not null check (length(btrim(store_name)) > 0),
        logo_url text,
        contact_email text not null,
        email_user text,
        email_pass_sealed text,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(
      `insert into site_settings (id, store_name, contact_email) values (1, 'Rupee Shop', 'support@rupeeshop.in')
       on conflict (id) do nothing;`,
    );
    this.addSql(`
      create table settings_changes (
        id uuid primary key default gen_random_uuid(),
        section text not null check (section in ('site', 'email', 'promo', 'password')),
        summary text not null,
        actor_id uuid references users (id) on delete set null,
        actor_email text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create index settings_changes_created_at_idx on settings_changes (created_at desc, id desc);`,
    );
    this.addSql(`
      alter table promo_codes
        add column expires_at timestamptz,
        add column usage_limit integer check (usage_limit is null or usage_limit > 0),
        add column used_count integer not null default 0 check (used_count >= 0);`);
    this.addSql(`
      insert into promo_codes (code, type, value, label) values
        ('SAVE10', 'percentage', 10, '10% off'),
        ('FLAT50', 'fixed', 5000, '₹50 off'),
        ('EXTRA20', 'percentage', 20, '20% off'),
        ('FIRSTORDER', 'fixed', 3000, '₹30 off your first order')
      on conflict (code) do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table promo_codes drop column if exists used_count;');
    this.addSql('alter table promo_codes drop column if exists usage_limit;');
    this.addSql('alter table promo_codes drop column if exists expires_at;');
    this.addSql('drop table if exists settings_changes;');
    this.addSql('drop table if exists site_settings;');
  }
}
