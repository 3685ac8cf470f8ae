import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict } from '../../common/errors.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../common/validation.js';
import { NewsletterSubscription } from './newsletter.entity.js';

export const NewsletterMessages = {
  invalidEmail: 'Please enter a valid email address',
  duplicate: 'This email is already subscribed',
  subscribed: 'Subscribed successfully! You will receive exclusive offers.',
} as const;

export class NewsletterService {
  /** Subscribes an address once (compared case-insensitively); a second time is a 409. */
  async subscribe(em: EntityManager, email: unknown): Promise<{ message: string }> {
    const address = typeof email === 'string' ? normalizeEmail(email) : '';
    if (!address || address.length > 254 || !EMAIL_PATTERN.test(address))
      throw badInput(NewsletterMessages.invalidEmail, 'email');
    if (await em.count(NewsletterSubscription, { email: address }))
      throw conflict(NewsletterMessages.duplicate);
    try {
      em.create(NewsletterSubscription, { email: address });
      await em.flush();
    } catch (err) {
      // Two requests at once: the unique index decides.
      if (err instanceof UniqueConstraintViolationException) throw conflict(NewsletterMessages.duplicate);
      throw err;
    }
    return { message: NewsletterMessages.subscribed };
  }
}
