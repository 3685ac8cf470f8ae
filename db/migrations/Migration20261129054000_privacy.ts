import { Migration } from '@mikro-orm/migrations';

/**
 * Privacy (issue 34, docs/privacy.md): an erased account keeps its row as a tombstone (orders and
 * the wallet ledger refer to it; tax law keeps them) with `erased_at` set and nothing personal;
 * erasure codes; data exports offered for 24 hours; the consent log; privacy requests and
 * grievances with their 90-day clock; the privacy audit log of admins' erasures and exports.
 */
export class Migration20261129054000_privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column erased_at timestamptz null;`);
    this.addSql(`alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;`);
    this.addSql(
      `alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('register', 'reset', 'email_change', 'admin-invite', 'erase'));`,
    );
    this.addSql(`
      create table privacy_exports (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        requested_by uuid null references users (id) on delete set null,
        status text not null default 'pending' check (status in ('pending', 'ready', 'failed')),
        body jsonb null,
        created_at timestamptz not null default now(),
        ready_at timestamptz null,
        expires_at timestamptz not null
      );`);
    this.addSql(`create index privacy_exports_user_idx on privacy_exports (user_id, created_at desc);`);
    this.addSql(`create index privacy_exports_expiry_idx on privacy_exports (expires_at);`);
    this.addSql(`
      create table privacy_requests (
        id uuid primary key default gen_random_uuid(),
        user_id uuid null references users (id) on delete set null,
        name text not null,
        email text not null,
        kind text not null check (kind in ('access', 'erasure', 'correction', 'consent', 'grievance')),
        message text not null,
        status text not null default 'open' check (status in ('open', 'closed')),
        resolution text null,
        created_at timestamptz not null default now(),
        due_at timestamptz not null,
        closed_at timestamptz null
      );`);
    this.addSql(`create index privacy_requests_open_idx on privacy_requests (status, due_at);`);
    this.addSql(`
      create table privacy_audit (
        id uuid primary key default gen_random_uuid(),
        at timestamptz not null default now(),
        actor_id uuid null references users (id) on delete set null,
        actor_role text not null check (actor_role in ('customer', 'admin', 'system')),
        action text not null,
        subject_id uuid null,
        request_id uuid null references privacy_requests (id) on delete set null,
        detail text null
      );`);
    this.addSql(`create index privacy_audit_at_idx on privacy_audit (at desc);`);
    this.addSql(`
      create table consent_log (
        id uuid primary key default gen_random_uuid(),
        user_id uuid null references users (id) on delete cascade,
        subject_hash text not null,
        purpose text not null,
        granted boolean not null,
        source text not null,
        client text null,
        notice_version text not null,
        at timestamptz not null default now()
      );`);
    this.addSql(`create index consent_log_subject_idx on consent_log (subject_hash, purpose, at desc);`);
    this.addSql(`create index consent_log_user_idx on consent_log (user_id, at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists consent_log;`);
    this.addSql(`drop table if exists privacy_audit;`);
    this.addSql(`drop table if exists privacy_requests;`);
    this.addSql(`drop table if exists privacy_exports;`);
    this.addSql(`delete from one_time_codes where purpose = 'erase';`);
    this.addSql(`alter table one_time_codes drop constraint if exists one_time_codes_purpose_check;`);
    this.addSql(
      `alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('register', 'reset', 'email_change', 'admin-invite'));`,
    );
    this.addSql(`alter table users drop column if exists erased_at;`);
  }
}
