import type { EventListeners } from '../../common/events.js';
import type { NewsletterEvents } from './newsletter.events.js';
import type { NewsletterService } from './newsletter.service.js';

/** After commit: the double opt-in mail, and the welcome once confirmed (a marketing mail). */
export function registerNewsletterListeners(
  events: EventListeners<NewsletterEvents>,
  deps: { newsletter: NewsletterService },
) {
  events.on('NewsletterConfirmationAsked', (e) => deps.newsletter.mailConfirmation(e.email));
  events.on('NewsletterConfirmed', async (e, { em }) => {
    await deps.newsletter.sendWelcome(em, e.email);
  });
}
