/** The privacy module's face: erasure, download, consents, notice, requests, retention (docs/privacy.md). */
import { PrivacyRightsResolver } from './privacy-rights.resolver.js';
import { PrivacyResolver } from './privacy.resolver.js';

export type { PrivacyEvents, AccountErased } from './privacy.events.js';
export { registerPrivacyListeners } from './privacy.listeners.js';
export { PrivacyService } from './privacy.service.js';
export { ConsentService } from './privacy.consent.js';
export { PrivacyDeskService } from './privacy.desk.js';
export { dataExportJob } from './privacy.jobs.js';
export { retentionJob } from './privacy.retention.js';

export const privacyModule = { entities: [], resolvers: [PrivacyResolver, PrivacyRightsResolver] };
