import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../common/jobs.js';
import type { PaymentsService } from './payments.service.js';

/**
 * `payments.expire-holds` (every minute): payments whose hold ran out are checked with the
 * provider once more, then expired; their orders give the held stock back.
 * `payments.reconcile` (every 5 minutes): payments still pending after the configured minutes are
 * settled from the provider's word; refunds the provider did not accept are sent again.
 * Both run on one instance at a time (periodic jobs: pg-boss's `stately` queues), and both are
 * safe to run twice (every change goes through the payment's exactly-once apply).
 */
export function paymentJobs(em: () => EntityManager, payments: PaymentsService): JobDefinition[] {
  return [
    {
      name: 'payments.expire-holds',
      cron: '* * * * *',
      run: (_data, now) => payments.expireDue(em(), now),
    },
    {
      name: 'payments.reconcile',
      cron: '*/5 * * * *',
      run: (_data, now) => payments.reconcile(em(), now),
    },
  ];
}
