import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_accounts } from './Migration20261122000000_accounts.js';
import { Migration20261122000100_catalog } from './Migration20261122000100_catalog.js';
import { Migration20261122000200_commerce } from './Migration20261122000200_commerce.js';
import { Migration20261122000300_chat } from './Migration20261122000300_chat.js';
import { Migration20261122230000_product_listing } from './Migration20261122230000_product_listing.js';
import { Migration20261124010000_settings } from './Migration20261124010000_settings.js';
import { Migration20261124020000_admin_customers } from './Migration20261124020000_admin_customers.js';
import { Migration20261124040000_search_text } from './Migration20261124040000_search_text.js';
import { Migration20261124060000_addresses } from './Migration20261124060000_addresses.js';
import { Migration20261124060100_order_timeline } from './Migration20261124060100_order_timeline.js';
import { Migration20261124060200_notification_topic } from './Migration20261124060200_notification_topic.js';
import { Migration20261124070000_api_keys } from './Migration20261124070000_api_keys.js';
import { Migration20261124090000_categories } from './Migration20261124090000_categories.js';

/**
 * Every migration, in order. A static list (not a folder scan) so that tsx, vitest and a
 * compiled build all find the same set. Add new migrations at the end.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
  { name: 'Migration20261122000100_catalog', class: Migration20261122000100_catalog },
  { name: 'Migration20261122000200_commerce', class: Migration20261122000200_commerce },
  { name: 'Migration20261122000300_chat', class: Migration20261122000300_chat },
  { name: 'Migration20261122230000_product_listing', class: Migration20261122230000_product_listing },
  { name: 'Migration20261124010000_settings', class: Migration20261124010000_settings },
  { name: 'Migration20261124020000_admin_customers', class: Migration20261124020000_admin_customers },
  { name: 'Migration20261124040000_search_text', class: Migration20261124040000_search_text },
  { name: 'Migration20261124060000_addresses', class: Migration20261124060000_addresses },
  { name: 'Migration20261124060100_order_timeline', class: Migration20261124060100_order_timeline },
  { name: 'Migration20261124060200_notification_topic', class: Migration20261124060200_notification_topic },
  { name: 'Migration20261124070000_api_keys', class: Migration20261124070000_api_keys },
  { name: 'Migration20261124090000_categories', class: Migration20261124090000_categories },
];
