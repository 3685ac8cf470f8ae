/** The webhooks module's face (docs/webhooks.md). */
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import {
  CreditNoteWebhookEventResolver,
  CustomerWebhookEventResolver,
  InvoiceWebhookEventResolver,
  OrderWebhookEventResolver,
  ProductWebhookEventResolver,
  ReviewWebhookEventResolver,
  WebhookEventsResolver,
} from './webhook-events.resolver.js';
import { WebhooksResolver } from './webhooks.resolver.js';

export { WebhookService, WEBHOOKS_MANAGE } from './webhooks.service.js';
export { WebhookDispatcher, type DeliveryOutcome, type DeliveryReport } from './webhook-dispatcher.js';
export { outboxWriter } from './webhooks.outbox.js';
export { webhookCleanupJob } from './webhooks.jobs.js';
export { targetPolicy } from './webhook-target.js';
export { registerWebhookListeners } from './webhooks.listeners.js';
export { endpointDisabledMail, mailAdmins } from './webhooks.mails.js';

export const webhooksModule = {
  entities: [WebhookEndpoint],
  resolvers: [
    WebhooksResolver,
    WebhookEventsResolver,
    OrderWebhookEventResolver,
    ProductWebhookEventResolver,
    CustomerWebhookEventResolver,
    ReviewWebhookEventResolver,
    InvoiceWebhookEventResolver,
    CreditNoteWebhookEventResolver,
  ],
};
