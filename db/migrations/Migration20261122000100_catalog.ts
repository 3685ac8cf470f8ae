import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000100_catalog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table products (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        description text not null,
        category text not null,
        price_paise integer not null check (price_paise >= 0),
        stock integer not null check (stock >= 0),
        image_path text null,
        featured boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index products_category_idx on products (lower(category));`);
    this.addSql(`create index products_created_at_idx on products (created_at desc, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists products;');
  }
}
