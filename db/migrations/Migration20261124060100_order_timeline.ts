import { Migration } from '@mikro-orm/migrations';

/**
 * The order timeline: one row per change of an order (placed, each status move, return asked and
 * confirmed, cancellation), written in the transaction of the change. Existing orders get their
 * placement (and their current status when it moved on, without a known actor).
 */
export class Migration20261124060100_order_timeline extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table order_events (
        id uuid primary key default gen_random_uuid(),
        order_id uuid not null references orders (id) on delete cascade,
        at timestamptz not null default clock_timestamp(),
        actor_id uuid null references users (id) on delete set null,
        actor_role text not null check (actor_role in ('customer', 'admin', 'system')),
        from_status text null,
        to_status text not null,
        note text null
      );`);
    this.addSql('create index order_events_order_idx on order_events (order_id, at);');
    this.addSql(`
      insert into order_events (order_id, at, actor_id, actor_role, from_status, to_status, note)
      select id, created_at, user_id, 'customer', null, 'Pending', 'Order placed' from orders;`);
    this.addSql(`
      insert into order_events (order_id, at, actor_id, actor_role, from_status, to_status, note)
      select id, coalesce(delivered_at, updated_at), null, 'system', null, status, null
        from orders where status <> 'Pending';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_events;');
  }
}
