import { Migration } from '@mikro-orm/migrations';

/**
 * Catalog: products (with a weighted full-text column and trigram index for search), reviews
 * (rating aggregates kept on the product row), newsletter subscriptions and contact feedback.
 */
export class Migration20261122000100_catalog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    // One row per start-up seed that has run (so deleting its data later does not bring it back).
    this.addSql(
      `create table if not exists seed_markers (name text primary key, applied_at timestamptz not null default now());`,
    );
    this.addSql(`
      create table products (
        id uuid primary key default gen_random_uuid(),
        name text not null check (length(name) between 1 and 200),
        description text not null,
        category text not null,
        price_paise integer not null check (price_paise >= 0),
        stock integer not null check (stock >= 0),
        image_path text null,
        featured boolean not null default false,
        rating_sum integer not null default 0 check (rating_sum >= 0),
        review_count integer not null default 0 check (review_count >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search tsvector generated always as (
          setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(category, '')), 'B') ||
          setweight(to_tsvector('english', coalesce(description, '')), 'C')
        ) stored
      );`);
    this.addSql(`create index products_category_idx on products (lower(category));`);
    this.addSql(`create index products_created_at_idx on products (created_at desc, id desc);`);
    this.addSql(`create index products_featured_idx on products (created_at desc, id desc) where featured;`);
    this.addSql(`create index products_stock_idx on products (stock);`);
    this.addSql(`create index products_search_idx on products using gin (search);`);
    this.addSql(`create index products_name_trgm_idx on products using gin (name gin_trgm_ops);`);

    this.addSql(`
      create table reviews (
        id uuid primary key default gen_random_uuid(),
        product_id uuid not null references products (id) on delete cascade,
        user_id uuid null references users (id) on delete set null,
        user_name text not null,
        rating smallint not null check (rating between 1 and 5),
        review text not null check (length(review) between 1 and 2000),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index reviews_product_idx on reviews (product_id, created_at desc, id desc);`);
    this.addSql(`create index reviews_user_idx on reviews (user_id);`);

    this.addSql(`
      create table newsletter_subscriptions (
        id uuid primary key default gen_random_uuid(),
        email text not null,
        created_at timestamptz not null default now(),
        constraint newsletter_email_lower check (email = lower(email)),
        constraint newsletter_email_unique unique (email)
      );`);

    this.addSql(`
      create table feedbacks (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        email text not null,
        message text not null,
        user_id uuid null references users (id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index feedbacks_created_at_idx on feedbacks (created_at desc, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists feedbacks;');
    this.addSql('drop table if exists seed_markers;');
    this.addSql('drop table if exists newsletter_subscriptions;');
    this.addSql('drop table if exists reviews;');
    this.addSql('drop table if exists products;');
  }
}
