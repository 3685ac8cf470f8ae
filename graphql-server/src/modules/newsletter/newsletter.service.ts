import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { Mailer } from '../../common/mailer.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../common/validation.js';
import { requireViewer } from '../../common/viewer.js';
import type { NewsletterEvents } from './newsletter.events.js';
import { openLink, signLink } from './newsletter.links.js';
import { confirmationMail, marketingMail, welcomeText, type NewsletterUrls } from './newsletter.mails.js';
import { addPending, confirmSubscription, findSubscription, removeSubscription } from './newsletter.sql.js';

export const NewsletterMessages = {
  invalidEmail: 'Please enter a valid email address',
  /** Double opt-in: nothing is sent but the confirmation until the link is opened. */
  subscribed: 'Almost there: we sent you an e-mail. Open its link to confirm your subscription.',
  confirmed: 'Subscribed successfully! You will receive exclusive offers.',
  badConfirmLink:
    'This confirmation link is invalid or has expired (links work for 7 days). Subscribe again.',
  unsubscribed: 'You are unsubscribed. We will not send you offers any more.',
  badUnsubscribeLink: 'This unsubscribe link is invalid.',
  consentGiven: 'You will receive our offers by e-mail.',
  consentWithdrawn: 'You will not receive our offers by e-mail any more.',
} as const;

/** The words next to the newsletter's sign-up (form and profile), recorded with each consent. */
export const NEWSLETTER_CONSENT_WORDING =
  'Yes, e-mail me offers and news. I can unsubscribe at any time from any of these e-mails or from my profile.';

/** One consent or withdrawal, as the privacy module records it (docs/privacy.md, `consent_log`). */
export interface ConsentEntry {
  email: string;
  userId: string | null;
  purpose: 'newsletter';
  granted: boolean;
  /** Where: `newsletter-form`, `confirmation-link`, `profile`, `one-click`, `unsubscribe-page`. */
  source: string;
  client: string | null;
  wording: string;
}

/** The privacy module's consent log, given to this service by services.ts. */
export interface ConsentRecorder {
  record(em: EntityManager, entry: ConsentEntry): Promise<void>;
}

interface NewsletterDeps {
  /** Sign-ups per client address. */
  limit: RateLimit;
  mailer: Mailer;
  events: EventRaiser<NewsletterEvents>;
  settings: ShopSettingsProvider;
  /** Signs the newsletter's links. */
  key: Uint8Array;
  urls: NewsletterUrls;
  consent: ConsentRecorder;
  /** The account's e-mail (auth's face). */
  accountEmail: (em: EntityManager, userId: string) => Promise<string | undefined>;
}

/** The newsletter: double opt-in, one-click unsubscribe, and the profile's switch (issue 34). */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /**
   * Asks to subscribe: a pending entry and a confirmation mail; nothing else is sent until its link
   * is opened. The answer is the same whether the address was new, pending or confirmed (the form
   * must not tell anyone who is subscribed); a confirmed address gets no second mail.
   */
  async subscribe(em: EntityManager, email: unknown, client: string): Promise<{ message: string }> {
    const address = typeof email === 'string' ? normalizeEmail(email) : '';
    if (!address || address.length > 254 || !EMAIL_PATTERN.test(address))
      throw badInput(NewsletterMessages.invalidEmail, 'email');
    await this.deps.limit.consume(`ip:${client}`);
    await em.transactional(async (tx) => {
      await addPending(tx, address);
      const entry = await findSubscription(tx, address);
      if (entry && !entry.confirmedAt)
        await this.deps.events.raise(tx, 'NewsletterConfirmationAsked', { email: address });
    });
    return { message: NewsletterMessages.subscribed };
  }

  /** The confirmation link: the consent is recorded and the welcome (the first offer mail) sent. */
  async confirm(em: EntityManager, token: unknown, client: string): Promise<{ message: string }> {
    const now = new Date();
    const email = openLink(this.deps.key, 'confirm', token, now);
    if (!email) throw badInput(NewsletterMessages.badConfirmLink, 'token');
    await em.transactional(async (tx) => {
      if (!(await confirmSubscription(tx, email, now))) return;
      await this.record(tx, email, null, true, 'confirmation-link', client);
      await this.deps.events.raise(tx, 'NewsletterConfirmed', { email });
    });
    return { message: NewsletterMessages.confirmed };
  }

  /** Unsubscribes by a mail's signed link (the page's button, or RFC 8058's one-click POST). */
  async unsubscribe(
    em: EntityManager,
    token: unknown,
    client: string,
    source: 'one-click' | 'unsubscribe-page',
  ): Promise<{ message: string }> {
    const email = openLink(this.deps.key, 'unsubscribe', token, new Date());
    if (!email) throw badInput(NewsletterMessages.badUnsubscribeLink, 'token');
    await this.withdraw(em, email, null, source, client);
    return { message: NewsletterMessages.unsubscribed };
  }

  /** The profile's switch: the account's (proven) address is subscribed or not, at once. */
  async setMine(
    em: EntityManager,
    viewer: Viewer | null,
    granted: unknown,
    client: string,
  ): Promise<{ message: string }> {
    const v = requireViewer(viewer);
    if (typeof granted !== 'boolean') throw badInput('Say whether you want our offers', 'granted');
    const email = await this.deps.accountEmail(em, v.userId);
    if (!email) throw badInput('No such account');
    if (!granted) {
      await this.withdraw(em, email, v.userId, 'profile', client);
      return { message: NewsletterMessages.consentWithdrawn };
    }
    await em.transactional(async (tx) => {
      if (!(await confirmSubscription(tx, email, new Date()))) return;
      await this.record(tx, email, v.userId, true, 'profile', client);
      await this.deps.events.raise(tx, 'NewsletterConfirmed', { email });
    });
    return { message: NewsletterMessages.consentGiven };
  }

  /** The account's newsletter state: subscribed (confirmed), waiting for confirmation, or neither. */
  async mine(em: EntityManager, viewer: Viewer | null): Promise<{ subscribed: boolean; pending: boolean }> {
    const v = requireViewer(viewer);
    const email = await this.deps.accountEmail(em, v.userId);
    const entry = email ? await findSubscription(em, email) : undefined;
    return { subscribed: !!entry?.confirmedAt, pending: !!entry && !entry.confirmedAt };
  }

  /** The double opt-in mail (after the pending entry committed): the link confirms for 7 days. */
  async mailConfirmation(email: string): Promise<void> {
    const token = signLink(this.deps.key, 'confirm', email, new Date());
    const shopName = this.deps.settings.current().shopName;
    await this.deps.mailer.send(
      confirmationMail(shopName, email, `${this.deps.urls.confirm}?token=${token}`),
    );
  }

  /** The first offer mail, once the address is confirmed. */
  async sendWelcome(em: EntityManager, email: string): Promise<boolean> {
    const { subject, text } = welcomeText(this.deps.settings.current().shopName);
    return this.sendMarketing(em, email, subject, text);
  }

  /**
   * A marketing mail to one address, only when it is confirmed; with the visible unsubscribe link
   * and the RFC 8058 headers. Returns whether it was sent.
   */
  async sendMarketing(em: EntityManager, email: string, subject: string, text: string): Promise<boolean> {
    if (!(await findSubscription(em, email))?.confirmedAt) return false;
    const token = signLink(this.deps.key, 'unsubscribe', email, new Date());
    await this.deps.mailer.send(
      marketingMail(email, subject, text, {
        unsubscribePage: `${this.deps.urls.unsubscribePage}?token=${token}`,
        oneClick: `${this.deps.urls.oneClick}?token=${token}`,
      }),
    );
    return true;
  }

  private async withdraw(
    em: EntityManager,
    email: string,
    userId: string | null,
    source: string,
    client: string,
  ): Promise<void> {
    await em.transactional(async (tx) => {
      const { wasConfirmed } = await removeSubscription(tx, email);
      // Withdrawing twice records once, and a never-confirmed entry had no consent to withdraw.
      if (wasConfirmed) await this.record(tx, email, userId, false, source, client);
    });
  }

  private record(
    tx: EntityManager,
    email: string,
    userId: string | null,
    granted: boolean,
    source: string,
    client: string,
  ): Promise<void> {
    return this.deps.consent.record(tx, {
      email,
      userId,
      purpose: 'newsletter',
      granted,
      source,
      client,
      wording: NEWSLETTER_CONSENT_WORDING,
    });
  }
}
