import type { EventListeners } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { AuthEvents } from '../auth/index.js';
import type { SettingsEvents } from './settings.events.js';
import type { SettingsService } from './settings.service.js';

/**
 * After commit: this instance reloads its cached settings before the request answers, and the
 * other instances are told through the pubsub. An admin's password change goes in the settings log.
 */
export function registerSettingsListeners(
  events: EventListeners<SettingsEvents & AuthEvents>,
  deps: { store: { reload(): Promise<unknown> }; pubSub: ShopPubSub; settings: SettingsService },
): void {
  events.on('SettingsChanged', async (e) => {
    // The other instances are told even when this one's reload fails (it retries on its own).
    await deps.pubSub.publish('SETTINGS_CHANGED', { section: e.section });
    await deps.store.reload();
  });
  events.on('AdminPasswordChanged', (e, { em }) => deps.settings.recordPasswordChange(em, e));
}
