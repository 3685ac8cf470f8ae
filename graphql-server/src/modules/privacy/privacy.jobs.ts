import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../common/jobs.js';
import { EXPORT_JOB, type PrivacyService } from './privacy.service.js';

/** Builds a requested download in the background (retried when it throws; idempotent). */
export function dataExportJob(
  em: () => EntityManager,
  privacy: () => PrivacyService,
): JobDefinition<{ exportId?: string }> {
  return {
    name: EXPORT_JOB,
    async run(data, now) {
      if (!data.exportId) return { status: 'none' };
      return privacy().runExport(em(), data.exportId, now);
    },
  };
}
