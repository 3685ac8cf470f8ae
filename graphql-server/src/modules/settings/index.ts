/** The settings module's face: what the rest of the server may use. */
import { SettingsChange, SiteSettingsRow } from './settings.entity.js';
import { SettingsResolver } from './settings.resolver.js';

export { SettingsStore } from './settings.store.js';
export { SettingsService } from './settings.service.js';
export { SettingsMessages } from './settings.messages.js';
export type { SettingsEvents } from './settings.events.js';
export { registerSettingsListeners } from './settings.listeners.js';
export { AddPromoCodeInput, UpdateEmailSettingsInput, UpdateSiteSettingsInput } from './settings.inputs.js';
export type { AdminPromoCode, AdminSettingsView } from './settings.types.js';

export const settingsModule = { entities: [SiteSettingsRow, SettingsChange], resolvers: [SettingsResolver] };
