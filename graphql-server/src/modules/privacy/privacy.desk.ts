import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { Mailer } from '../../common/mailer.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { EMAIL_PATTERN, isUuid, normalizeEmail } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import type { PrivacyEvents } from './privacy.events.js';
import { DeskMessages as M } from './privacy.messages.js';
import {
  closeRequest,
  currentNotice,
  fileRequest,
  findRequest,
  listRequests,
  lockNotices,
  markAcknowledged,
  publishNotice,
  recentAudit,
  type NoticeRow,
  type RequestRow,
} from './privacy.sql.js';
import {
  PrivacyAuditView,
  PrivacyNoticeView,
  PrivacyRequestView,
  type PrivacyNoticeInput,
  type PrivacyRequestInput,
} from './privacy-rights.types.js';

/** What the notice says is kept how long: the rules the code runs (docs/privacy.md). */
export const RETENTION = [
  { data: 'Your account (name, e-mail, mobile, address)', period: 'While the account exists' },
  { data: 'A sign-up never verified, and its code', period: '7 days' },
  { data: 'One-time codes', period: 'A day after use or expiry' },
  { data: 'Where you signed in (device, address)', period: '90 days' },
  { data: 'A newsletter sign-up never confirmed', period: '7 days' },
  {
    data: 'Orders, invoices and wallet movements (tax law: CGST Act s. 36)',
    period: '8 years, without your name or contact details after erasure',
  },
  { data: 'Your download of your data', period: '24 hours' },
  { data: 'Privacy requests and grievances', period: '3 years after they are closed' },
];

export const REQUEST_KINDS = ['access', 'erasure', 'correction', 'consent', 'grievance'] as const;

function noticeView(row: NoticeRow): PrivacyNoticeView {
  return Object.assign(new PrivacyNoticeView(), {
    ...row,
    version: String(row.version),
    publishedAt: new Date(row.publishedAt),
    retention: RETENTION,
  });
}

const dateOrNull = (d: Date | string | null) => (d ? new Date(d) : null);

function requestView(row: RequestRow): PrivacyRequestView {
  return Object.assign(new PrivacyRequestView(), {
    ...row,
    createdAt: new Date(row.createdAt),
    dueAt: new Date(row.dueAt),
    acknowledgedAt: dateOrNull(row.acknowledgedAt),
    closedAt: dateOrNull(row.closedAt),
  });
}

function text(value: unknown, max: number, required: string, tooLong: string, field: string): string {
  const s = typeof value === 'string' ? value.trim() : '';
  if (!s) throw badInput(required, field);
  if (s.length > max) throw badInput(tooLong, field);
  return s;
}

function email(value: unknown, field: string): string {
  const s = typeof value === 'string' ? normalizeEmail(value) : '';
  if (!s || s.length > 254 || !EMAIL_PATTERN.test(s)) throw badInput(M.emailInvalid, field);
  return s;
}

/** The privacy notice (published in versions) and the requests and grievances with their 90-day clock. */
export class PrivacyDeskService {
  constructor(
    private readonly deps: {
      events: EventRaiser<PrivacyEvents>;
      mailer: Mailer;
      settings: ShopSettingsProvider;
      /** Requests per client address. */
      limit: RateLimit;
      accountEmail: (em: EntityManager, userId: string) => Promise<string | undefined>;
    },
  ) {}

  async notice(em: EntityManager): Promise<PrivacyNoticeView> {
    const row = await currentNotice(em);
    if (!row) throw notFound(M.noNotice);
    return noticeView(row);
  }

  /** An admin publishes a new version (the old ones stay: consents name theirs). */
  async publish(
    em: EntityManager,
    viewer: Viewer | null,
    input: PrivacyNoticeInput,
  ): Promise<PrivacyNoticeView> {
    const admin = requireAdmin(viewer, M.adminsOnly);
    const i = (input ?? {}) as unknown as Record<string, unknown>;
    const values = {
      fiduciaryName: text(i.fiduciaryName, 200, M.fiduciaryNameRequired, M.tooLong, 'fiduciaryName'),
      fiduciaryContact: text(
        i.fiduciaryContact,
        300,
        M.fiduciaryContactRequired,
        M.tooLong,
        'fiduciaryContact',
      ),
      officerName: text(i.officerName, 200, M.officerNameRequired, M.tooLong, 'officerName'),
      officerEmail: email(i.officerEmail, 'officerEmail'),
      body: text(i.body, 20_000, M.bodyRequired, M.bodyTooLong, 'body'),
      publishedBy: admin.userId,
    };
    const row = await em.transactional(async (tx) => {
      await lockNotices(tx);
      const published = await publishNotice(tx, values);
      await this.deps.events.raise(tx, 'PrivacyNoticePublished', { version: published.version });
      return published;
    });
    return noticeView(row);
  }

  /** Anyone files a request or grievance; it is acknowledged by e-mail and due within 90 days. */
  async submit(
    em: EntityManager,
    viewer: Viewer | null,
    input: PrivacyRequestInput,
    client: string,
  ): Promise<PrivacyRequestView> {
    const i = (input ?? {}) as unknown as Record<string, unknown>;
    const kind = typeof i.kind === 'string' ? i.kind : '';
    if (!(REQUEST_KINDS as readonly string[]).includes(kind)) throw badInput(M.kindRequired, 'kind');
    const name = text(i.name, 120, M.nameRequired, M.tooLong, 'name');
    const message = text(i.message, 5000, M.messageRequired, M.messageTooLong, 'message');
    // Signed in: the account's own (proven) address; otherwise the one given.
    const own = viewer ? await this.deps.accountEmail(em, viewer.userId) : undefined;
    const address = own ?? email(i.email, 'email');
    await this.deps.limit.consume(`ip:${client}`);
    const row = await em.transactional(async (tx) => {
      const filed = await fileRequest(tx, {
        userId: viewer?.userId ?? null,
        name,
        email: address,
        kind,
        message,
      });
      await this.deps.events.raise(tx, 'PrivacyRequestFiled', { requestId: filed.id });
      return filed;
    });
    return requestView((await findRequest(em, row.id)) ?? row);
  }

  /** After commit: the acknowledgement (a reference and the date it is due; never the text sent). */
  async acknowledge(em: EntityManager, requestId: string): Promise<void> {
    const row = await findRequest(em, requestId);
    if (!row || row.acknowledgedAt || !row.email) return;
    const shop = this.deps.settings.current().shopName;
    const due = new Date(row.dueAt).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    await this.deps.mailer.send({
      to: row.email,
      subject: `${shop}: we received your privacy request`,
      text: [
        `Dear ${row.name},`,
        '',
        `We received your privacy request (reference ${row.id.slice(0, 8).toUpperCase()}).`,
        `Our grievance officer will answer by ${due} at the latest.`,
        '',
        'If you did not write to us, ignore this e-mail.',
      ].join('\n'),
    });
    await markAcknowledged(em, requestId);
  }

  async requests(em: EntityManager, viewer: Viewer | null, status: unknown): Promise<PrivacyRequestView[]> {
    requireAdmin(viewer, M.adminsOnly);
    const s = status === 'open' || status === 'closed' ? status : null;
    return (await listRequests(em, s)).map(requestView);
  }

  async close(
    em: EntityManager,
    viewer: Viewer | null,
    id: unknown,
    resolution: unknown,
  ): Promise<PrivacyRequestView> {
    requireAdmin(viewer, M.adminsOnly);
    if (!isUuid(id)) throw notFound(M.requestNotFound);
    const what = text(resolution, 2000, M.resolutionRequired, M.tooLong, 'resolution');
    const row = await em.transactional((tx) => closeRequest(tx, id, what));
    if (row) return requestView(row);
    if (!(await findRequest(em, id))) throw notFound(M.requestNotFound);
    throw badInput(M.alreadyClosed);
  }

  async audit(em: EntityManager, viewer: Viewer | null): Promise<PrivacyAuditView[]> {
    requireAdmin(viewer, M.adminsOnly);
    return (await recentAudit(em)).map((r) =>
      Object.assign(new PrivacyAuditView(), { ...r, at: new Date(r.at) }),
    );
  }
}
