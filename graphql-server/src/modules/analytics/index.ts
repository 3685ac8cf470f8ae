/** The analytics module's face: sales figures for admins, and their live signal. */
import type { EventListeners } from '../../common/events.js';
import type { Logger } from '../../common/logger.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { OrderEvents } from '../orders/index.js';
import { registerAnalyticsListeners } from './analytics.listeners.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { AnalyticsService } from './analytics.service.js';
import { SalesSignal } from './sales-signal.js';

export const analyticsModule = { entities: [], resolvers: [AnalyticsResolver] };
export type { AnalyticsService };

/** The service, and the order listeners that raise the debounced "sales changed" signal. */
export function createAnalytics(deps: {
  pubSub: ShopPubSub;
  events: EventListeners<OrderEvents>;
  log: Logger;
}) {
  const signal = new SalesSignal(deps.pubSub, deps.log);
  registerAnalyticsListeners(deps.events, signal);
  return { analytics: new AnalyticsService(deps.pubSub), salesSignal: signal };
}
