/** The orders module's face: what the rest of the server may use. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventRaiser } from '../../common/events.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import type { CartService } from '../cart/index.js';
import type { CatalogEvents } from '../catalog/index.js';
import type { CreditNoteService, InvoiceService } from '../invoices/index.js';
import type { PromoService } from '../promos/index.js';
import type { WalletService } from '../wallet/index.js';
import type { PaymentsService } from '../payments/index.js';
import { orderPaymentSettler } from './order-payments.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { OrderRefundService } from './order-refunds.service.js';
import { OrderPlacementService, type OrderHooks } from './order-placement.service.js';
import { OrderQueryService } from './order-queries.service.js';
import { Order, OrderItem, OrderRequest } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';
import { OrderResolver } from './orders.resolver.js';
import { OrderItemResolver, OrderLiveResolver } from './order-live.resolver.js';
import { OrderDocumentsResolver } from './order-documents.resolver.js';
import { OrderTimelineEvent } from './order-timeline.js';

export { OrderPaymentStatus, OrderStatus, REVENUE_STATUSES } from './order.entity.js';
export { revenueSql } from './revenue.js';
export { boughtPairs, orderLineShowsImage } from './order-reads.sql.js';
export type { OrderEvents } from './orders.events.js';
export { registerOrderListeners } from './orders.listeners.js';
export type { OrderHooks, PlaceOrderRequest } from './order-placement.service.js';
export { OrderView, SortDirection } from './orders.types.js';
export type { OrderLifecycleService, OrderPlacementService, OrderQueryService, OrderRefundService };

export const ordersModule = {
  entities: [Order, OrderItem, OrderRequest, OrderTimelineEvent],
  resolvers: [OrderResolver, OrderLiveResolver, OrderItemResolver, OrderDocumentsResolver],
};

export function createOrderServices(deps: {
  wallet: WalletService;
  payments: PaymentsService;
  promos: PromoService;
  cart: CartService;
  invoices: InvoiceService;
  creditNotes: CreditNoteService;
  events: EventRaiser<OrderEvents & CatalogEvents>;
  settings: ShopSettingsProvider;
  hooks?: OrderHooks | undefined;
  /** Orders placed per account. */
  orderLimit: RateLimit;
  /** The auth module's check that the buyer's account was not erased meanwhile. */
  buyers: { assertNotErased(tx: EntityManager, userId: string): Promise<void> };
}) {
  const orderQueries = new OrderQueryService(deps.settings);
  // Orders follow their payments: the payments service settles them through this.
  deps.payments.settleOrdersWith(
    orderPaymentSettler({ wallet: deps.wallet, events: deps.events, invoices: deps.invoices }),
  );
  return {
    orderQueries,
    orderPlacement: new OrderPlacementService({ ...deps, limit: deps.orderLimit, queries: orderQueries }),
    orderLifecycle: new OrderLifecycleService({
      wallet: deps.wallet,
      payments: deps.payments,
      events: deps.events,
      settings: deps.settings,
      queries: orderQueries,
      creditNotes: deps.creditNotes,
      invoices: deps.invoices,
    }),
    orderRefunds: new OrderRefundService({
      wallet: deps.wallet,
      payments: deps.payments,
      queries: orderQueries,
    }),
  };
}
export { detachOrdersFromBuyer, exportOrders, orderIdsOf } from './orders.privacy.js';
