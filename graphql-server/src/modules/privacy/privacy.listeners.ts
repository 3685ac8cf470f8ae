import type { EventListeners } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { CacheInvalidator } from '../../common/response-cache.js';
import type { PrivacyDeskService } from './privacy.desk.js';
import type { PrivacyEvents } from './privacy.events.js';

/**
 * After an erasure commits: every socket of the account closes, on every instance (the revocation
 * path). After a request is filed: its acknowledgement is mailed. After a new notice: the cached
 * pre-rendered pages go.
 */
export function registerPrivacyListeners(
  events: EventListeners<PrivacyEvents>,
  deps: { pubSub: ShopPubSub; desk: PrivacyDeskService; pages: CacheInvalidator },
) {
  events.on('AccountErased', (e) => deps.pubSub.publish('SESSIONS_REVOKED', { userId: e.userId }));
  events.on('PrivacyRequestFiled', (e, { em }) => deps.desk.acknowledge(em, e.requestId));
  // The notice page is pre-rendered and kept with the catalog's pages: a new version forgets them.
  events.on('PrivacyNoticePublished', () => deps.pages.invalidate());
}
