import { Migration } from '@mikro-orm/migrations';

/**
 * Admin security: two-factor sign-in (the TOTP secret sealed with AES-256-GCM, recovery codes as
 * keyed hashes), the shop's "require two-factor for every admin" switch, disabled admin accounts,
 * and e-mailed invitation codes for new admins.
 */
export class Migration20261129010200_admin_security extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column disabled_at timestamptz null;`);
    this.addSql(`
      create table admin_two_factor (
        user_id uuid primary key references users (id) on delete cascade,
        secret_sealed text null,
        pending_secret_sealed text null,
        enabled_at timestamptz null,
        last_time_step integer null,
        recovery_code_hashes jsonb not null default '[]',
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table admin_security_policy (
        id smallint primary key check (id = 1),
        require_two_factor boolean not null default false,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`insert into admin_security_policy (id) values (1);`);
    this.addSql(`alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;`);
    this.addSql(
      `alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('register', 'reset', 'email_change', 'admin-invite'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from one_time_codes where purpose = 'admin-invite';`);
    this.addSql(`alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;`);
    this.addSql(
      `alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('register', 'reset', 'email_change'));`,
    );
    this.addSql('drop table if exists admin_security_policy;');
    this.addSql('drop table if exists admin_two_factor;');
    this.addSql('alter table users drop column if exists disabled_at;');
  }
}
