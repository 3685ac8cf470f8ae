import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        email text not null,
        mobile_number text not null,
        address text not null,
        password_hash text not null,
        role text not null default 'customer' check (role in ('customer', 'admin')),
        is_verified boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint users_email_unique unique (email),
        constraint users_email_lower check (email = lower(email))
      );`);
    this.addSql(`create index users_role_idx on users (role);`);
    this.addSql(`
      create table sessions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        generation integer not null default 1,
        created_at timestamptz not null default now(),
        refreshed_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz null,
        user_agent text null,
        ip text null
      );`);
    this.addSql(`create index sessions_user_id_idx on sessions (user_id);`);
    this.addSql(`
      create table one_time_codes (
        id uuid primary key default gen_random_uuid(),
        email text not null,
        purpose text not null check (purpose in ('register', 'reset')),
        code_hash text not null,
        attempts integer not null default 0,
        payload jsonb null,
        expires_at timestamptz not null,
        consumed_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index one_time_codes_email_purpose_idx on one_time_codes (email, purpose);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists one_time_codes;');
    this.addSql('drop table if exists sessions;');
    this.addSql('drop table if exists users;');
  }
}
