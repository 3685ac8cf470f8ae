import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors.js';
import type { RateLimit } from '../../common/rate-limit.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../common/validation.js';
import { NewsletterSubscription } from './newsletter.entity.js';

export const NewsletterMessages = {
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Subscribed successfully! You will receive exclusive offers.',
} as const;

export class NewsletterService {
  /** `limit`: sign-ups per client address. */
  constructor(private readonly limit: RateLimit) {}

  /**
   * Subscribes an address once (compared case-insensitively). An address already on the list gets
   * the same answer as a new one, after the same work (one insert the unique index refuses): the
   * form must not tell anyone which addresses are subscribed.
   */
  async subscribe(em: EntityManager, email: unknown, client: string): Promise<{ message: string }> {
    const address = typeof email === 'string' ? normalizeEmail(email) : '';
    if (!address || address.length > 254 || !EMAIL_PATTERN.test(address))
      throw badInput(NewsletterMessages.invalidEmail, 'email');
    await this.limit.consume(`ip:${client}`);
    try {
      em.create(NewsletterSubscription, { email: address });
      await em.flush();
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      em.clear();
    }
    return { message: NewsletterMessages.subscribed };
  }
}
