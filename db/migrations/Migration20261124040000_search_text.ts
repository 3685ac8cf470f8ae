import { Migration } from '@mikro-orm/migrations';

/**
 * Search finds words inside words ("phone" finds a smartphone): one lower-cased text of the name,
 * category and description, with a trigram index that answers `like '%word%'` for any word of
 * three letters or more.
 */
export class Migration20261124040000_search_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table products add column search_text text generated always as (
        lower(name || ' ' || category || ' ' || description)
      ) stored;`);
    this.addSql(
      `create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists products_search_text_trgm_idx;');
    this.addSql('alter table products drop column if exists search_text;');
  }
}
