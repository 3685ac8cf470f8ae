import { runSql, type RowSource } from '../../common/sql.js';

/**
 * The privacy module's statements for consent, the notice and requests (its own tables:
 * `consent_log`, `privacy_notices`, `privacy_requests`, `privacy_audit`).
 */

// ---------------------------------------------------------------- consent

const ADD_CONSENT = `insert into consent_log (user_id, subject_hash, purpose, granted, source, client, notice_version, wording)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

export interface ConsentInsert {
  userId: string | null;
  subjectHash: string;
  purpose: string;
  granted: boolean;
  source: string;
  client: string | null;
  noticeVersion: string;
  wording: string;
}

/** One consent or withdrawal. */
export async function insertConsent(tx: RowSource, c: ConsentInsert): Promise<void> {
  await runSql(tx, ADD_CONSENT, [
    c.userId,
    c.subjectHash,
    c.purpose,
    c.granted,
    c.source,
    c.client,
    c.noticeVersion,
    c.wording,
  ]);
}

export interface ConsentRow {
  purpose: string;
  granted: boolean;
  source: string;
  client: string | null;
  noticeVersion: string;
  wording: string;
  at: Date | string;
}

const CONSENTS_OF = `select purpose, granted, source, client, notice_version as "noticeVersion", wording, at
  from consent_log where user_id = $1 or subject_hash = $2 order by at desc, id limit 100`;

/** The account's consents and withdrawals (by its id, or its address's hash), newest first. */
export function consentsOf(db: RowSource, userId: string, subjectHash: string): Promise<ConsentRow[]> {
  return runSql<ConsentRow>(db, CONSENTS_OF, [userId, subjectHash]);
}

const FORGET_CONSENTS = `delete from consent_log where user_id = $1 or subject_hash = $2`;

/** Erasure: the account's consent records go (by id and by its address's hash). */
export async function forgetConsents(tx: RowSource, userId: string, subjectHash: string): Promise<void> {
  await runSql(tx, FORGET_CONSENTS, [userId, subjectHash]);
}

// ---------------------------------------------------------------- the notice

export interface NoticeRow {
  version: number;
  fiduciaryName: string;
  fiduciaryContact: string;
  officerName: string;
  officerEmail: string;
  body: string;
  publishedAt: Date | string;
}

const NOTICE_COLUMNS = `version, fiduciary_name as "fiduciaryName", fiduciary_contact as "fiduciaryContact",
  officer_name as "officerName", officer_email as "officerEmail", body, published_at as "publishedAt"`;

const CURRENT_NOTICE = `select ${NOTICE_COLUMNS} from privacy_notices order by version desc limit 1`;

/** The notice in force (the latest version). */
export async function currentNotice(db: RowSource): Promise<NoticeRow | undefined> {
  return (await runSql<NoticeRow>(db, CURRENT_NOTICE, []))[0];
}

const PUBLISH_NOTICE = `insert into privacy_notices
  (version, fiduciary_name, fiduciary_contact, officer_name, officer_email, body, published_by)
  select coalesce(max(version), 0) + 1, $1, $2, $3, $4, $5, $6 from privacy_notices
  returning ${NOTICE_COLUMNS}`;

export interface NoticeInsert {
  fiduciaryName: string;
  fiduciaryContact: string;
  officerName: string;
  officerEmail: string;
  body: string;
  publishedBy: string;
}

/** A new version of the notice (the old ones stay: consents name the version they were given under). */
export async function publishNotice(tx: RowSource, n: NoticeInsert): Promise<NoticeRow> {
  const [row] = await runSql<NoticeRow>(tx, PUBLISH_NOTICE, [
    n.fiduciaryName,
    n.fiduciaryContact,
    n.officerName,
    n.officerEmail,
    n.body,
    n.publishedBy,
  ]);
  return row!;
}

const LOCK_NOTICES = `lock table privacy_notices in share row exclusive mode`;

/** Two admins publishing at once get consecutive versions, not a clash. */
export async function lockNotices(tx: RowSource): Promise<void> {
  await runSql(tx, LOCK_NOTICES, []);
}

// ---------------------------------------------------------------- requests

export interface RequestRow {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  kind: string;
  message: string;
  status: string;
  resolution: string | null;
  createdAt: Date | string;
  dueAt: Date | string;
  acknowledgedAt: Date | string | null;
  closedAt: Date | string | null;
}

const REQUEST_COLUMNS = `id, user_id as "userId", name, email, kind, message, status, resolution,
  created_at as "createdAt", due_at as "dueAt", acknowledged_at as "acknowledgedAt", closed_at as "closedAt"`;

const FILE_REQUEST = `insert into privacy_requests (user_id, name, email, kind, message, due_at)
  values ($1, $2, $3, $4, $5, now() + interval '90 days') returning ${REQUEST_COLUMNS}`;

/** A request or grievance, due within 90 days. */
export async function fileRequest(
  tx: RowSource,
  r: { userId: string | null; name: string; email: string; kind: string; message: string },
): Promise<RequestRow> {
  const [row] = await runSql<RequestRow>(tx, FILE_REQUEST, [r.userId, r.name, r.email, r.kind, r.message]);
  return row!;
}

const GET_REQUEST = `select ${REQUEST_COLUMNS} from privacy_requests where id = $1`;

export async function findRequest(db: RowSource, id: string): Promise<RequestRow | undefined> {
  return (await runSql<RequestRow>(db, GET_REQUEST, [id]))[0];
}

const LIST_REQUESTS = `select ${REQUEST_COLUMNS} from privacy_requests
  where ($1::text is null or status = $1) order by status = 'open' desc, due_at, created_at desc limit 200`;

/** Requests for the admins (open first, the nearest deadline first). */
export function listRequests(db: RowSource, status: string | null): Promise<RequestRow[]> {
  return runSql<RequestRow>(db, LIST_REQUESTS, [status]);
}

const MARK_ACKNOWLEDGED = `update privacy_requests set acknowledged_at = now() where id = $1 and acknowledged_at is null`;

export async function markAcknowledged(db: RowSource, id: string): Promise<void> {
  await runSql(db, MARK_ACKNOWLEDGED, [id]);
}

const CLOSE_REQUEST = `update privacy_requests set status = 'closed', resolution = $2, closed_at = now()
  where id = $1 and status = 'open' returning ${REQUEST_COLUMNS}`;

/** Closes an open request with what was done; undefined when it was not open. */
export async function closeRequest(
  tx: RowSource,
  id: string,
  resolution: string,
): Promise<RequestRow | undefined> {
  return (await runSql<RequestRow>(tx, CLOSE_REQUEST, [id, resolution]))[0];
}

const REQUESTS_OF = `select ${REQUEST_COLUMNS} from privacy_requests where user_id = $1 order by created_at`;

/** The account's requests (for its download). */
export function requestsOf(db: RowSource, userId: string): Promise<RequestRow[]> {
  return runSql<RequestRow>(db, REQUESTS_OF, [userId]);
}

// ---------------------------------------------------------------- audit

export interface AuditRow {
  id: string;
  at: Date | string;
  actorRole: string;
  action: string;
  subjectId: string | null;
  requestId: string | null;
  detail: string | null;
}

const RECENT_AUDIT = `select id, at, actor_role as "actorRole", action, subject_id as "subjectId",
  request_id as "requestId", detail from privacy_audit order by at desc limit 100`;

/** The latest erasures and exports (self-service and admins'), for the admins' Privacy tab. */
export function recentAudit(db: RowSource): Promise<AuditRow[]> {
  return runSql<AuditRow>(db, RECENT_AUDIT, []);
}

// ---------------------------------------------------------------- retention

const SWEEP_EXPORTS = `delete from privacy_exports where expires_at < $1 returning id`;

/** Downloads past their 24 hours; how many went. */
export async function sweepExpiredExports(db: RowSource, now: Date): Promise<number> {
  return (await runSql(db, SWEEP_EXPORTS, [now])).length;
}

const SWEEP_CLOSED_REQUESTS = `delete from privacy_requests
  where status = 'closed' and closed_at < $1 returning id`;

/** Requests and grievances closed before `cutoff` (the notice keeps them 3 years); how many went. */
export async function sweepClosedRequests(db: RowSource, cutoff: Date): Promise<number> {
  return (await runSql(db, SWEEP_CLOSED_REQUESTS, [cutoff])).length;
}
