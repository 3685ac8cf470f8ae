import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's words (issue 36, docs/decisions/search-words.md): every word of three letters or
 * more in a product's name, category or description, with how many products hold it. Kept exact by
 * statement triggers on `products` (one statement per insert, update or delete, however many rows).
 *
 * A search reads it twice, both cheap (a few thousand short rows, a trigram GiST index):
 * - a misspelt word ("hedphones") is replaced by the nearest catalogue word ("headphones") before
 *   the products are searched, instead of comparing the word with every product's text;
 * - a word held by more products than the count's cap proves the total is "1,000+" without
 *   counting the products.
 * The names' trigram index, which only the old typo match read, goes.
 */
export class Migration20261129044000_search_words extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table search_words (
      word text primary key,
      products integer not null
    );`);
    this.addSql(`create index search_words_trgm_idx on search_words using gist (word gist_trgm_ops);`);
    this.addSql(`create function search_words_of(text) returns setof text
      language sql immutable parallel safe as $$
        select distinct w from unnest(tsvector_to_array(to_tsvector('simple', $1))) w
        where length(w) >= 3 and w !~ '^[0-9]+$'
      $$;`);
    // Adds (+1) or removes (-1) each changed product's words, in word order (concurrent statements
    // lock the same words in the same order), and forgets words no product holds any more.
    this.addSql(`create function search_words_apply(added text[], removed text[]) returns void
      language plpgsql as $$
      begin
        insert into search_words (word, products)
        select w, sum(d)::int from (
          select w, 1 as d from unnest(added) t, search_words_of(t) w
          union all
          select w, -1 from unnest(removed) t, search_words_of(t) w
        ) x group by w having sum(d) <> 0 order by w
        on conflict (word) do update set products = search_words.products + excluded.products;
        if cardinality(removed) > 0 then
          delete from search_words where products <= 0;
        end if;
      end $$;`);
    this.addSql(`create function search_words_inserted() returns trigger language plpgsql as $$
      begin
        perform search_words_apply(array(select search_text from new_rows), '{}');
        return null;
      end $$;`);
    this.addSql(`create function search_words_deleted() returns trigger language plpgsql as $$
      begin
        perform search_words_apply('{}', array(select search_text from old_rows));
        return null;
      end $$;`);
    // Stock and rating updates leave the text alone: nothing to apply then.
    this.addSql(`create function search_words_updated() returns trigger language plpgsql as $$
      declare
        added text[];
        removed text[];
      begin
        select array_agg(n.search_text), array_agg(o.search_text) into added, removed
        from new_rows n join old_rows o on o.id = n.id
        where n.search_text is distinct from o.search_text;
        if added is not null then
          perform search_words_apply(added, removed);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger products_search_words_insert after insert on products
      referencing new table as new_rows for each statement execute function search_words_inserted();`);
    this.addSql(`create trigger products_search_words_delete after delete on products
      referencing old table as old_rows for each statement execute function search_words_deleted();`);
    this.addSql(`create trigger products_search_words_update after update on products
      referencing old table as old_rows new table as new_rows
      for each statement execute function search_words_updated();`);
    this.addSql(`select search_words_apply(array(select search_text from products), '{}');`);
    // Typos were matched against names through this index; nothing reads it now, and every
    // product write paid for it.
    this.addSql('drop index if exists products_name_trgm_idx;');
  }

  override async down(): Promise<void> {
    this.addSql(
      'create index if not exists products_name_trgm_idx on products using gin (name gin_trgm_ops) with (fastupdate = off);',
    );
    this.addSql('drop trigger if exists products_search_words_update on products;');
    this.addSql('drop trigger if exists products_search_words_delete on products;');
    this.addSql('drop trigger if exists products_search_words_insert on products;');
    this.addSql('drop function if exists search_words_updated();');
    this.addSql('drop function if exists search_words_deleted();');
    this.addSql('drop function if exists search_words_inserted();');
    this.addSql('drop function if exists search_words_apply(text[], text[]);');
    this.addSql('drop function if exists search_words_of(text);');
    this.addSql('drop table if exists search_words;');
  }
}
