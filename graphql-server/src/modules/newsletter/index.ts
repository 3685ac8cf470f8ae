/** The newsletter module's face: what the rest of the server may use. */
import { NewsletterSubscription } from './newsletter.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';

export {
  NewsletterService,
  NEWSLETTER_CONSENT_WORDING,
  type ConsentEntry,
  type ConsentRecorder,
} from './newsletter.service.js';
export type { NewsletterEvents } from './newsletter.events.js';
export { registerNewsletterListeners } from './newsletter.listeners.js';
export type { NewsletterUrls } from './newsletter.mails.js';

export const newsletterModule = { entities: [NewsletterSubscription], resolvers: [NewsletterResolver] };
export { exportNewsletter, forgetNewsletter, sweepUnconfirmed } from './newsletter.sql.js';
