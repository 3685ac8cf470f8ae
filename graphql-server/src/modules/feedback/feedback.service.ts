import type { EntityManager } from '@mikro-orm/postgresql';
import { actorKey } from '../../common/action-limits.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { EventRaiser } from '../../common/events.js';
import { badInput, notFound } from '../../common/errors.js';
import { EMAIL_PATTERN } from '../../common/validation.js';
import type { Viewer } from '../../common/context.js';
import { requireAdmin } from '../../common/viewer.js';
import { isUuid } from '../../common/validation.js';
import { Feedback } from './feedback.entity.js';
import type { FeedbackEvents } from './feedback.events.js';

export const FeedbackMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  tooLong: 'Message must be at most 5000 characters',
  sent: 'Message sent successfully!',
  adminOnly: 'Access denied. Admin login required.',
  notFound: 'Feedback not found',
  deleted: 'Feedback deleted successfully',
} as const;

export const MAX_FEEDBACKS = 500;

export interface ContactFields {
  name?: unknown;
  email?: unknown;
  message?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export class FeedbackService {
  constructor(
    private readonly deps: {
      events: EventRaiser<FeedbackEvents>;
      /** Messages per sender (account, else client address). */
      limit: RateLimit;
    },
  ) {}

  /**
   * Stores a contact message; the sender's account id when logged in (a client-sent id is ignored).
   * `client` is the caller's address: an anonymous sender's messages are counted by it.
   */
  async submit(
    em: EntityManager,
    viewer: Viewer | null,
    fields: ContactFields,
    client: string,
  ): Promise<{ message: string }> {
    const name = text(fields.name);
    const email = text(fields.email);
    const message = text(fields.message);
    if (!name) throw badInput(FeedbackMessages.nameRequired, 'name');
    if (name.length > 100) throw badInput('Name must be at most 100 characters', 'name');
    if (!email) throw badInput(FeedbackMessages.emailRequired, 'email');
    if (email.length > 254 || !EMAIL_PATTERN.test(email))
      throw badInput(FeedbackMessages.emailInvalid, 'email');
    if (!message) throw badInput(FeedbackMessages.messageRequired, 'message');
    if (message.length > 5000) throw badInput(FeedbackMessages.tooLong, 'message');
    await this.deps.limit.consume(actorKey(viewer, client));
    await em.transactional(async (tx) => {
      const row = tx.create(Feedback, { name, email, message, userId: viewer?.userId ?? null });
      await tx.flush();
      await this.deps.events.raise(tx, 'FeedbackSubmitted', { feedbackId: row.id });
    });
    return { message: FeedbackMessages.sent };
  }

  async list(em: EntityManager, viewer: Viewer | null): Promise<Feedback[]> {
    requireAdmin(viewer, FeedbackMessages.adminOnly);
    return em.find(Feedback, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_FEEDBACKS });
  }

  async delete(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ id: string; message: string }> {
    requireAdmin(viewer, FeedbackMessages.adminOnly);
    await em.transactional(async (tx) => {
      const deleted = isUuid(id) ? await tx.nativeDelete(Feedback, { id }) : 0;
      if (!deleted) throw notFound(FeedbackMessages.notFound);
      await this.deps.events.raise(tx, 'FeedbackDeleted', { feedbackId: id });
    });
    return { id, message: FeedbackMessages.deleted };
  }
}
