import { AdminProductsList } from './AdminProductsPage';

/** The dashboard's Products tab (the dashboard shell already checks for an admin). */
export function ProductsTab() {
  return <AdminProductsList />;
}
