import { Migration } from '@mikro-orm/migrations';

/** Third parties' API keys: only the SHA-256 of each secret is stored (looked up by it, so unique). */
export class Migration20261124070000_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table api_keys (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        prefix text not null,
        secret_hash text not null unique,
        scopes jsonb not null,
        created_at timestamptz not null default now(),
        revoked_at timestamptz null,
        last_used_at timestamptz null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists api_keys;');
  }
}
