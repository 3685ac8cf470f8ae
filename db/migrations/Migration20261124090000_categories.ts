import { Migration } from '@mikro-orm/migrations';

/**
 * One category list for the admin form and the storefront (issue 11). Seeded with the union of the
 * admin spec's list and the home page tiles, plus any other category a product already has, so
 * every existing product stays valid. Products keep the category's name (canonical spelling) and a
 * foreign key guards it: a rename cascades to the products in the same statement, a category in
 * use cannot be removed.
 */
export class Migration20261124090000_categories extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table categories (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        slug text not null unique,
        sort_order int not null,
        created_at timestamptz not null default now(),
        constraint categories_name_length check (char_length(name) between 1 and 40)
      );`);
    this.addSql('create unique index categories_name_lower_idx on categories (lower(name));');
    this.addSql(`
      insert into categories (name, slug, sort_order)
      select name, lower(name), ord * 10
      from unnest(array['Electronics', 'Fashion', 'Home', 'Beauty', 'Sports', 'Apparel', 'Accessories', 'Fitness'])
        with ordinality as t(name, ord);`);
    // Any other category a product has (e.g. added by hand) joins the list after them.
    this.addSql(`
      insert into categories (name, slug, sort_order)
      select name, trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '-' || n, 100 + n * 10
      from (
        select min(trim(category)) as name, row_number() over (order by lower(trim(category))) as n
        from products
        where lower(trim(category)) not in (select lower(name) from categories) and trim(category) <> ''
        group by lower(trim(category))
      ) extra;`);
    this.addSql(`
      update products p set category = c.name
      from categories c where lower(trim(p.category)) = lower(c.name) and p.category <> c.name;`);
    this.addSql(`
      alter table products add constraint products_category_fkey foreign key (category)
        references categories (name) on update cascade on delete restrict;`);
    this.addSql('create index products_category_fk_idx on products (category);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table products drop constraint if exists products_category_fkey;');
    this.addSql('drop index if exists products_category_fk_idx;');
    this.addSql('drop table if exists categories;');
  }
}
