/** What the app and other features may use from commerce (cart, checkout, orders, wallet, notifications). */
export { commerceRoutes } from './routes';
export { PurchaseButtons } from './PurchaseButtons';
export { useNavCounts, type NavCounts } from './use-nav-counts';
// Order UI shared with the admin back-office.
export { ORDER_STATUSES, orderRef } from './checkout-helpers';
export { StatusBadge } from './components';
export { OrderDetailsModal, type Order } from './OrderDetails';
export { AdminOrdersQuery, ConfirmReturnMutation, UpdateOrderStatusMutation } from './operations';
export { PHONE_QUERY, useMediaQuery } from './use-media-query';
