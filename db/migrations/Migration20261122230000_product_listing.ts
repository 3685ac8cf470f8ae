import { Migration } from '@mikro-orm/migrations';

/**
 * Product listing sorts and filters: the average rating as the storefront shows it (one decimal,
 * 0 without reviews) as a stored column, and one index per sort order (newest first already has
 * products_created_at_idx). Price low-to-high and high-to-low share one index, read both ways.
 */
export class Migration20261122230000_product_listing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table products add column rating_avg numeric(2, 1) generated always as (
        case when review_count > 0 then round(rating_sum::numeric / review_count, 1) else 0 end
      ) stored;`);
    this.addSql(`create index products_price_idx on products (price_paise, id);`);
    this.addSql(
      `create index products_rating_idx on products (rating_avg desc, review_count desc, id desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists products_rating_idx;');
    this.addSql('drop index if exists products_price_idx;');
    this.addSql('alter table products drop column if exists rating_avg;');
  }
}
