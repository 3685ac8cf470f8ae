import { Migration } from '@mikro-orm/migrations';

/**
 * Bounded search (issue 36, docs/decisions/bounded-search.md): relevance ranks a bounded set of
 * candidates, and the products shoppers have reviewed are always among them. This partial index
 * holds only those, so reading the first of them for a word that matches thousands stops early
 * instead of reading every match to find the reviewed ones.
 */
export class Migration20261129010100_search_reviewed extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index products_search_reviewed_idx on products using gin (search) with (fastupdate = off) where review_count > 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists products_search_reviewed_idx;');
  }
}
