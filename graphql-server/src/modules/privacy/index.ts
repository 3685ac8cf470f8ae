/** The privacy module's face: erasure, download, consents, retention (docs/privacy.md). */
import { PrivacyResolver } from './privacy.resolver.js';

export type { PrivacyEvents, AccountErased } from './privacy.events.js';
export { registerPrivacyListeners } from './privacy.listeners.js';
export { PrivacyService } from './privacy.service.js';
export { dataExportJob } from './privacy.jobs.js';
export { retentionJob } from './privacy.retention.js';

export const privacyModule = { entities: [], resolvers: [PrivacyResolver] };
