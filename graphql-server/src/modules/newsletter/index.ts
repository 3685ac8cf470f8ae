/** The newsletter module's face: what the rest of the server may use. */
import { NewsletterSubscription } from './newsletter.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';

export { NewsletterService } from './newsletter.service.js';

export const newsletterModule = { entities: [NewsletterSubscription], resolvers: [NewsletterResolver] };
export { exportNewsletter, forgetNewsletter } from './newsletter.privacy.js';
