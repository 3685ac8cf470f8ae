import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every migration, in order, by name. A static list (not a folder scan) so that tsx, vitest and a
 * compiled build all find the same set. Add new migrations at the end. The modules load only when
 * the migrator runs: a start with nothing to migrate compares the names alone, without loading
 * them and the migrator's package (graphql-server/src/db/orm.ts).
 */
const migrations = {
  Migration20261122000000_accounts: () => import('./Migration20261122000000_accounts.js'),
  Migration20261122000100_catalog: () => import('./Migration20261122000100_catalog.js'),
  Migration20261122000200_commerce: () => import('./Migration20261122000200_commerce.js'),
  Migration20261122000300_chat: () => import('./Migration20261122000300_chat.js'),
  Migration20261122230000_product_listing: () => import('./Migration20261122230000_product_listing.js'),
  Migration20261124010000_settings: () => import('./Migration20261124010000_settings.js'),
  Migration20261124020000_admin_customers: () => import('./Migration20261124020000_admin_customers.js'),
  Migration20261124040000_search_text: () => import('./Migration20261124040000_search_text.js'),
  Migration20261124060000_addresses: () => import('./Migration20261124060000_addresses.js'),
  Migration20261124060100_order_timeline: () => import('./Migration20261124060100_order_timeline.js'),
  Migration20261124060200_notification_topic: () => import('./Migration20261124060200_notification_topic.js'),
  Migration20261124070000_api_keys: () => import('./Migration20261124070000_api_keys.js'),
  Migration20261124090000_categories: () => import('./Migration20261124090000_categories.js'),
  Migration20261124100000_search_planning: () => import('./Migration20261124100000_search_planning.js'),
  Migration20261129010000_email_change_codes: () => import('./Migration20261129010000_email_change_codes.js'),
  Migration20261129010100_search_reviewed: () => import('./Migration20261129010100_search_reviewed.js'),
  Migration20261129010200_admin_security: () => import('./Migration20261129010200_admin_security.js'),
  Migration20261129044000_search_words: () => import('./Migration20261129044000_search_words.js'),
  Migration20261129050000_webhooks: () => import('./Migration20261129050000_webhooks.js'),
  Migration20261129052000_payments: () => import('./Migration20261129052000_payments.js'),
  Migration20261129053000_gst: () => import('./Migration20261129053000_gst.js'),
  Migration20261129053100_invoices: () => import('./Migration20261129053100_invoices.js'),
  Migration20261129054000_privacy: () => import('./Migration20261129054000_privacy.js'),
  Migration20261129080000_refund_to_source: () => import('./Migration20261129080000_refund_to_source.js'),
  Migration20261129081000_cash_on_delivery: () => import('./Migration20261129081000_cash_on_delivery.js'),
  Migration20261129083000_credit_notes: () => import('./Migration20261129083000_credit_notes.js'),
  Migration20261129086000_webhook_traces_and_cleanup: () =>
    import('./Migration20261129086000_webhook_traces_and_cleanup.js'),
  Migration20261129085000_privacy_consent: () => import('./Migration20261129085000_privacy_consent.js'),
};

/** The migrations' names, in order. */
export const migrationNames: readonly string[] = Object.keys(migrations);

/** The migrations as MikroORM's migrator takes them (loads their modules). */
export async function loadMigrations(): Promise<MigrationObject[]> {
  return Promise.all(
    Object.entries(migrations).map(async ([name, load]) => {
      const mod = (await load()) as Record<string, MigrationObject['class']>;
      const migration = mod[name];
      if (!migration) throw new Error(`db/migrations/${name} does not export the class ${name}`);
      return { name, class: migration };
    }),
  );
}
