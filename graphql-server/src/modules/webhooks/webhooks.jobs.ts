import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../common/jobs.js';
import type { Logger } from '../../common/logger.js';
import type { WebhookService } from './webhooks.service.js';

export const WEBHOOK_CLEANUP_JOB = 'webhooks.cleanup';

/**
 * Every night: finished deliveries older than WEBHOOKS_RETENTION_DAYS (failed ones kept at least
 * the 14 days an admin may redeliver them) and the outbox events left without deliveries go, so the
 * outbox does not grow without end. Idempotent: a second run at the same clock removes nothing.
 */
export function webhookCleanupJob(
  em: () => EntityManager,
  webhooks: WebhookService,
  log: Logger,
): JobDefinition {
  return {
    name: WEBHOOK_CLEANUP_JOB,
    cron: '37 3 * * *',
    async run(_data, now) {
      const removed = await webhooks.cleanUp(em(), now);
      log.info({ job: WEBHOOK_CLEANUP_JOB, removed }, 'webhook outbox cleanup');
      return removed;
    },
  };
}
