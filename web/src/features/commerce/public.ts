/** What the app and other features may use from commerce (cart, checkout, My Orders, wallet, notifications). */
export { commerceRoutes } from './routes';
export { PurchaseButtons } from './PurchaseButtons';
export { useNavCounts } from './use-nav-counts';
export { NavCountsSync } from './NavCountsSync';
