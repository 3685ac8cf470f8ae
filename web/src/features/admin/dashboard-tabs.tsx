import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconName } from '../../components/ui';
import { loadAdminChatTab } from '../chat/public';
import { loadCustomersTab } from '../customers/public';
import { loadFeedbacksTab } from '../feedback/public';

/**
 * The admin dashboard's tabs, in sidebar order. To add a screen, append an entry with a lazy component;
 * the shell shows only registered tabs. The tab is selected by `/dashboard?tab=<id>`.
 */
export interface DashboardTab {
  id: string;
  /** Sidebar label and header title. */
  label: string;
  icon: IconName;
  component: LazyExoticComponent<ComponentType>;
}

export const dashboardTabs: DashboardTab[] = [
  {
    id: 'overview',
    label: 'Dashboard',
    icon: 'home',
    component: lazy(async () => ({ default: (await import('./OverviewTab')).OverviewTab })),
  },
  {
    id: 'orders',
    label: 'Orders',
    icon: 'orders',
    component: lazy(async () => ({ default: (await import('./orders/AdminOrdersPage')).AdminOrdersTab })),
  },
  {
    id: 'products',
    label: 'Products',
    icon: 'box',
    component: lazy(async () => ({ default: (await import('./products/ProductsTab')).ProductsTab })),
  },
  {
    id: 'categories',
    label: 'Categories',
    icon: 'tag',
    component: lazy(async () => ({ default: (await import('./categories/CategoriesTab')).CategoriesTab })),
  },
  {
    id: 'customers',
    label: 'Customers',
    icon: 'users',
    component: lazy(loadCustomersTab),
  },
  {
    id: 'sales',
    label: 'Sales',
    icon: 'chart',
    component: lazy(async () => ({ default: (await import('./sales/SalesTab')).SalesTab })),
  },
  {
    id: 'chat',
    label: 'Chat Support',
    icon: 'chat',
    component: lazy(loadAdminChatTab),
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'settings',
    component: lazy(async () => ({ default: (await import('./settings/SettingsTab')).SettingsTab })),
  },
  {
    id: 'feedbacks',
    label: 'Feedbacks',
    icon: 'mail',
    component: lazy(loadFeedbacksTab),
  },
  {
    id: 'api-keys',
    label: 'API Keys',
    icon: 'lock',
    component: lazy(async () => ({ default: (await import('./api-keys/ApiKeysTab')).ApiKeysTab })),
  },
];
