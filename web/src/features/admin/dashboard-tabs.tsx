import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconName } from '../../components/ui';
import { loadAdminChatTab } from '../chat/public';

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
    id: 'chat',
    label: 'Chat Support',
    icon: 'chat',
    component: lazy(loadAdminChatTab),
  },
];
