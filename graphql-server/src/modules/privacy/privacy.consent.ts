import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { requireViewer } from '../../common/viewer.js';
import type { ConsentEntry, ConsentRecorder } from '../newsletter/index.js';
import { consentsOf, currentNotice, insertConsent } from './privacy.sql.js';
import { ConsentView } from './privacy-rights.types.js';

/**
 * The consent log: each consent and withdrawal with what, when, from where (source and client
 * address), the notice's version and the wording shown. The address is kept only as a keyed hash
 * (`subject_hash`), so a log entry of someone without an account names nobody by itself.
 */
export class ConsentService implements ConsentRecorder {
  constructor(
    private readonly deps: {
      /** Keys the address hash (derived from the server's secret). */
      key: Uint8Array;
      accountEmail: (em: EntityManager, userId: string) => Promise<string | undefined>;
    },
  ) {}

  subjectHash(email: string): string {
    return crypto.createHmac('sha256', this.deps.key).update(email.toLowerCase()).digest('hex');
  }

  async record(tx: EntityManager, e: ConsentEntry): Promise<void> {
    const notice = await currentNotice(tx);
    await insertConsent(tx, {
      userId: e.userId,
      subjectHash: this.subjectHash(e.email),
      purpose: e.purpose,
      granted: e.granted,
      source: e.source,
      client: e.client,
      noticeVersion: String(notice?.version ?? 0),
      wording: e.wording,
    });
  }

  /** The signed-in person's consents and withdrawals, newest first. */
  async mine(em: EntityManager, viewer: Viewer | null): Promise<ConsentView[]> {
    const v = requireViewer(viewer);
    const email = (await this.deps.accountEmail(em, v.userId)) ?? '';
    const rows = await consentsOf(em, v.userId, this.subjectHash(email));
    return rows.map((r) => Object.assign(new ConsentView(), { ...r, at: new Date(r.at) }));
  }
}
