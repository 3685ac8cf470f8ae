import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../common/jobs.js';
import type { Logger } from '../../common/logger.js';
import { applyAuthRetention } from '../auth/index.js';

/**
 * The retention sweep (docs/privacy.md, "How long"): unverified registrations and their codes after
 * 7 days, used or expired codes after a day, session addresses and user agents after 90 days (the
 * auth module's rules), and downloads past their 24 hours (this module's). Nightly on one instance
 * (a periodic job: pg-boss's stately queue); it logs counts, never data.
 */
export function retentionJob(em: () => EntityManager, log: Logger): JobDefinition {
  return {
    name: 'privacy.retention',
    cron: '23 3 * * *',
    async run(_data, now) {
      const auth = await applyAuthRetention(em(), now);
      const exports = await em().execute<{ id: string }[]>(
        'delete from privacy_exports where expires_at < ? returning id',
        [now],
      );
      const removed = { ...auth, expiredDownloads: exports.length };
      log.info({ job: 'privacy.retention', removed }, 'retention sweep');
      return removed;
    },
  };
}
