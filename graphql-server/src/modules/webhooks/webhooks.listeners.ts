import type { EventListeners } from '../../common/events.js';
import { WEBHOOK_EVENTS } from './webhook-events.js';

/**
 * After a commit that raised a webhook's domain event, this instance's dispatcher passes at once
 * (the outbox rows are committed by then); other instances find them at their next poll.
 */
export function registerWebhookListeners(events: EventListeners<object>, dispatcher: { wake(): void }): void {
  const on = events.on.bind(events) as (type: string, listener: () => void) => void;
  for (const type of new Set(Object.values(WEBHOOK_EVENTS).map((s) => s.on)))
    on(type, () => dispatcher.wake());
}
