import type { EventListeners } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { Feedback } from './feedback.entity.js';
import type { FeedbackEvents } from './feedback.events.js';

/** The feedback row as JSON for the topic (it crosses Redis between instances). */
export function feedbackSignal(f: Feedback): Record<string, unknown> {
  return {
    id: f.id,
    name: f.name,
    email: f.email,
    message: f.message,
    userId: f.userId,
    createdAt: f.createdAt.toISOString(),
  };
}

/** After commit: admins' open feedback lists hear of new and deleted messages (loaded once per event). */
export function registerFeedbackListeners(
  events: EventListeners<FeedbackEvents>,
  deps: { pubSub: ShopPubSub },
) {
  events.on('FeedbackSubmitted', async (e, { em }) => {
    const row = await em.findOne(Feedback, { id: e.feedbackId });
    if (row)
      deps.pubSub.publish('FEEDBACK_CHANGED', {
        type: 'created',
        id: row.id,
        feedback: feedbackSignal(row),
      });
  });
  events.on('FeedbackDeleted', (e) => {
    deps.pubSub.publish('FEEDBACK_CHANGED', { type: 'deleted', id: e.feedbackId, feedback: null });
  });
}
