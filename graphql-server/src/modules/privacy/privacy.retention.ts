import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../common/jobs.js';
import type { Logger } from '../../common/logger.js';
import { applyAuthRetention } from '../auth/index.js';
import { sweepUnconfirmed } from '../newsletter/index.js';
import { sweepClosedRequests, sweepExpiredExports } from './privacy.sql.js';

/** A newsletter sign-up never confirmed goes with its link (7 days). */
const UNCONFIRMED_NEWSLETTER_MS = 7 * 24 * 60 * 60 * 1000;

/** A closed request or grievance is kept 3 years (the notice's period), then goes. */
const CLOSED_REQUEST_YEARS = 3;

function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

/**
 * The retention sweep (docs/privacy.md, "How long"): unverified registrations and their codes after
 * 7 days, used or expired codes after a day, session addresses and user agents after 90 days (the
 * auth module's rules), downloads past their 24 hours (this module's) and newsletter sign-ups never
 * confirmed after 7 days (the newsletter's), requests and grievances 3 years after they were closed
 * (this module's). Nightly on one instance
 * (a periodic job: pg-boss's stately queue); it logs counts, never data.
 */
export function retentionJob(em: () => EntityManager, log: Logger): JobDefinition {
  return {
    name: 'privacy.retention',
    cron: '23 3 * * *',
    async run(_data, now) {
      const auth = await applyAuthRetention(em(), now);
      const expiredDownloads = await sweepExpiredExports(em(), now);
      const unconfirmedNewsletter = await sweepUnconfirmed(
        em(),
        new Date(now.getTime() - UNCONFIRMED_NEWSLETTER_MS),
      );
      const closedRequests = await sweepClosedRequests(em(), yearsBefore(now, CLOSED_REQUEST_YEARS));
      const removed = { ...auth, expiredDownloads, unconfirmedNewsletter, closedRequests };
      log.info({ job: 'privacy.retention', removed }, 'retention sweep');
      return removed;
    },
  };
}
