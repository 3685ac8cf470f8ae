/** The API keys module's face: what the rest of the server may use. */
import { ApiKey } from './api-key.entity.js';
import { ApiKeyResolver } from './api-keys.resolver.js';

export { ApiKeyService } from './api-keys.service.js';

export const apiKeysModule = { entities: [ApiKey], resolvers: [ApiKeyResolver] };
