import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconPath } from '../../components/ui';
import { loadAdminPrivacyTab } from '../privacy/public';
import {
  bellIcon,
  boxIcon,
  chartIcon,
  chatIcon,
  homeIcon,
  lockIcon,
  mailIcon,
  ordersIcon,
  settingsIcon,
  tagIcon,
  usersIcon,
  walletIcon,
} from '../../components/ui';

/**
 * The admin dashboard's tabs, in sidebar order. To add a screen, append an entry with a lazy component;
 * the shell shows only registered tabs. The tab is selected by `/dashboard?tab=<id>`.
 */
export interface DashboardTab {
  id: string;
  /** Sidebar label and header title. */
  label: string;
  icon: IconPath;
  component: LazyExoticComponent<ComponentType>;
}

export const dashboardTabs: DashboardTab[] = [
  {
    id: 'overview',
    label: 'Dashboard',
    icon: homeIcon,
    component: lazy(async () => ({ default: (await import('./OverviewTab')).OverviewTab })),
  },
  {
    id: 'orders',
    label: 'Orders',
    icon: ordersIcon,
    component: lazy(async () => ({ default: (await import('./orders/AdminOrdersPage')).AdminOrdersTab })),
  },
  {
    id: 'payments',
    label: 'Payments',
    icon: walletIcon,
    component: lazy(async () => ({ default: (await import('./payments/PaymentsTab')).PaymentsTab })),
  },
  {
    id: 'products',
    label: 'Products',
    icon: boxIcon,
    component: lazy(async () => ({ default: (await import('./products/ProductsTab')).ProductsTab })),
  },
  {
    id: 'categories',
    label: 'Categories',
    icon: tagIcon,
    component: lazy(async () => ({ default: (await import('./categories/CategoriesTab')).CategoriesTab })),
  },
  {
    id: 'customers',
    label: 'Customers',
    icon: usersIcon,
    component: lazy(async () => ({ default: (await import('./customers/CustomersTab')).CustomersTab })),
  },
  {
    id: 'sales',
    label: 'Sales',
    icon: chartIcon,
    component: lazy(async () => ({ default: (await import('./sales/SalesTab')).SalesTab })),
  },
  {
    id: 'invoices',
    label: 'Invoices',
    icon: walletIcon,
    component: lazy(async () => ({ default: (await import('./invoices/InvoicesTab')).InvoicesTab })),
  },
  {
    id: 'chat',
    label: 'Chat Support',
    icon: chatIcon,
    component: lazy(async () => ({
      default: (await import('./chat-support/ChatSupportTab')).ChatSupportTab,
    })),
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: settingsIcon,
    component: lazy(async () => ({ default: (await import('./settings/SettingsTab')).SettingsTab })),
  },
  {
    id: 'admins',
    label: 'Admins',
    icon: usersIcon,
    component: lazy(async () => ({ default: (await import('./admins/AdminsTab')).AdminsTab })),
  },
  {
    id: 'feedbacks',
    label: 'Feedbacks',
    icon: mailIcon,
    component: lazy(async () => ({ default: (await import('./feedback/FeedbackTable')).FeedbackTable })),
  },
  {
    id: 'privacy',
    label: 'Privacy',
    icon: lockIcon,
    component: lazy(loadAdminPrivacyTab),
  },
  {
    id: 'api-keys',
    label: 'API Keys',
    icon: lockIcon,
    component: lazy(async () => ({ default: (await import('./api-keys/ApiKeysTab')).ApiKeysTab })),
  },
  {
    id: 'webhooks',
    label: 'Webhooks',
    icon: bellIcon,
    component: lazy(async () => ({ default: (await import('./webhooks/WebhooksTab')).WebhooksTab })),
  },
];
