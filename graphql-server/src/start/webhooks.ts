import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config/env.js';
import type { Logger } from '../common/logger.js';
import type { WebhookDeliveryOutcome } from '../common/metrics.js';
import type { ContextFactory } from '../context.js';
import type { Orm } from '../db/orm.js';
import {
  endpointDisabledMail,
  mailAdmins,
  registerWebhookListeners,
  targetPolicy,
  WebhookDispatcher,
  type DeliveryOutcome,
} from '../modules/webhooks/index.js';
import type { Core, Messaging } from './core.js';
import type { StartOptions } from './options.js';
import { phase, type Phase } from './phases.js';

/** The dispatcher's outcome of an attempt, as the metrics name it (docs/architecture.md, metrics). */
const WEBHOOK_METRIC_OUTCOMES = {
  succeeded: 'delivered',
  retry: 'retrying',
  failed: 'not_retried',
  disabled: 'failed',
} as const satisfies Record<DeliveryOutcome, WebhookDeliveryOutcome>;

/**
 * Webhook deliveries: every instance dispatches (docs/webhooks.md); a commit here wakes this one
 * at once. Stopped before the jobs and services it calls.
 */
export function startWebhooks(
  config: Config,
  log: Logger,
  options: StartOptions,
  made: { orm: Orm; messaging: Messaging; core: Core; schema: GraphQLSchema; contexts: ContextFactory },
): Promise<Phase<WebhookDispatcher>> {
  const { orm, core, schema, contexts } = made;
  const { services, mailer, settings } = core;
  return phase(log, async (defer) => {
    const webhookMetrics = made.messaging.metrics.webhooks();
    const webhooks = new WebhookDispatcher({
      em: () => orm.em.fork() as EntityManager,
      service: services.webhooks,
      log: log.child({ module: 'webhooks' }),
      policy: targetPolicy(config),
      schema: () => schema,
      contextFor: (viewer, apiKey) => contexts.forWebhook(viewer, apiKey),
      disabled: async (endpoint) => {
        const em = orm.em.fork() as EntityManager;
        await services.adminNotifications.notifyAdmins(em, {
          kind: 'webhook_disabled',
          message: `Webhook "${endpoint.name}" disabled: its deliveries failed for 24 hours`,
        });
        await mailAdmins(em, mailer, (to) => endpointDisabledMail(settings.current().shopName, to, endpoint));
      },
      onDelivery: (report) => {
        webhookMetrics.delivered(WEBHOOK_METRIC_OUTCOMES[report.outcome]);
        options.onWebhookDelivery?.(report);
      },
      deliverySpan: options.tracing?.deliverySpan,
    });
    webhookMetrics.watchBacklog(() => services.webhooks.backlog(orm.em.fork() as EntityManager));
    registerWebhookListeners(core.events, webhooks);
    if (config.WEBHOOKS_DISPATCHER === 'on') webhooks.start();
    defer(() => webhooks.stop());
    return webhooks;
  });
}
