import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's customer directory and the admin's own notifications.
 *
 * - `users_customer_search_idx`: one trigram GIN index over the text the directory searches (name,
 *   e-mail, mobile, address), so a search is one indexed `ILIKE` (an OR of separately indexed
 *   columns would scan the table). Customers only (a partial index).
 * - One index per sortable column, `(column, id)`, customers only: each sort pages by keyset.
 * - `customer_stats`: one row per customer with orders placed, spent (base totals less refunds),
 *   wallet balance and the last order date, kept by triggers on `users`, `orders` and `wallets` in
 *   the transaction of the change, so the directory sorts on them by walking one index instead of
 *   aggregating every order of the shop per page.
 * - `admin_notifications`: one row per admin per event (new order, return request, new chat
 *   conversation, low stock), with its own read flag.
 */
export class Migration20261124020000_admin_customers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`
      create index users_customer_search_idx on users using gin
        ((name || ' ' || email || ' ' || mobile_number || ' ' || address) gin_trgm_ops)
        where role = 'customer';`);
    for (const column of ['created_at', 'name', 'email', 'mobile_number', 'address', 'is_verified']) {
      this.addSql(
        `create index users_customer_${column}_idx on users (${column}, id) where role = 'customer';`,
      );
    }

    this.addSql(`
      create table customer_stats (
        user_id uuid primary key references users (id) on delete cascade,
        orders_count integer not null default 0 check (orders_count >= 0),
        spent_paise bigint not null default 0,
        wallet_paise integer not null default 0,
        last_order_at timestamptz not null default '-infinity'
      );`);
    for (const column of ['orders_count', 'spent_paise', 'wallet_paise', 'last_order_at']) {
      this.addSql(`create index customer_stats_${column}_idx on customer_stats (${column}, user_id);`);
    }
    // Every customer has a row from the start (so the aggregate sorts walk one index).
    this.addSql(`
      create function customer_stats_new_user() returns trigger language plpgsql as $$
      begin
        if new.role = 'customer' then
          insert into customer_stats (user_id) values (new.id) on conflict do nothing;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger users_customer_stats after insert on users
        for each row execute function customer_stats_new_user();`);
    this.addSql(`
      create function customer_stats_wallet() returns trigger language plpgsql as $$
      begin
        update customer_stats set wallet_paise = new.balance_paise where user_id = new.user_id;
        return null;
      end $$;`);
    this.addSql(`
      create trigger wallets_customer_stats after insert or update of balance_paise on wallets
        for each row execute function customer_stats_wallet();`);
    this.addSql(`
      create function customer_stats_order() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into customer_stats as s (user_id, orders_count, spent_paise, last_order_at)
          values (new.user_id, 1, new.base_total_paise - coalesce(new.refunded_paise, 0), new.created_at)
          on conflict (user_id) do update set
            orders_count = s.orders_count + 1,
            spent_paise = s.spent_paise + excluded.spent_paise,
            last_order_at = greatest(s.last_order_at, excluded.last_order_at);
        elsif tg_op = 'UPDATE' then
          update customer_stats set spent_paise = spent_paise
              + (new.base_total_paise - coalesce(new.refunded_paise, 0))
              - (old.base_total_paise - coalesce(old.refunded_paise, 0))
            where user_id = new.user_id;
        else
          update customer_stats set
              orders_count = orders_count - 1,
              spent_paise = spent_paise - (old.base_total_paise - coalesce(old.refunded_paise, 0)),
              last_order_at = coalesce(
                (select max(created_at) from orders where user_id = old.user_id), '-infinity')
            where user_id = old.user_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger orders_customer_stats
        after insert or delete or update of base_total_paise, refunded_paise on orders
        for each row execute function customer_stats_order();`);
    this.addSql(`
      insert into customer_stats (user_id, orders_count, spent_paise, wallet_paise, last_order_at)
        select u.id, coalesce(o.n, 0), coalesce(o.spent, 0), coalesce(w.balance_paise, 0),
               coalesce(o.last, '-infinity')
        from users u
        left join (
          select user_id, count(*) as n, sum(base_total_paise - coalesce(refunded_paise, 0)) as spent,
                 max(created_at) as last
          from orders group by user_id) o on o.user_id = u.id
        left join wallets w on w.user_id = u.id
        where u.role = 'customer' or o.n is not null;`);

    this.addSql(`
      create table admin_notifications (
        id uuid primary key default gen_random_uuid(),
        admin_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('new_order', 'return_requested', 'new_chat', 'low_stock')),
        message text not null,
        order_id uuid null references orders (id) on delete cascade,
        product_id uuid null references products (id) on delete cascade,
        shopper_id uuid null references users (id) on delete cascade,
        is_read boolean not null default false,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create index admin_notifications_admin_idx on admin_notifications (admin_id, created_at desc, id desc);`,
    );
    this.addSql(
      `create index admin_notifications_unread_idx on admin_notifications (admin_id, kind, product_id) where not is_read;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists admin_notifications;');
    this.addSql('drop trigger if exists orders_customer_stats on orders;');
    this.addSql('drop trigger if exists wallets_customer_stats on wallets;');
    this.addSql('drop trigger if exists users_customer_stats on users;');
    this.addSql('drop function if exists customer_stats_order();');
    this.addSql('drop function if exists customer_stats_wallet();');
    this.addSql('drop function if exists customer_stats_new_user();');
    this.addSql('drop table if exists customer_stats;');
    for (const column of ['created_at', 'name', 'email', 'mobile_number', 'address', 'is_verified']) {
      this.addSql(`drop index if exists users_customer_${column}_idx;`);
    }
    this.addSql('drop index if exists users_customer_search_idx;');
  }
}
