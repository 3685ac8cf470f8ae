import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { ApiClient, Viewer } from '../../common/context.js';
import { badInput, forbidden, notFound, unauthenticated } from '../../common/errors.js';
import { openSecret, sealSecret } from '../../common/sealed.js';
import { isUuid } from '../../common/validation.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { checkWebhookDocument } from './webhook-document.js';
import { WEBHOOK_EVENTS } from './webhook-events.js';
import { urlProblem } from './webhook-target.js';
import { newSigningSecret } from './signing.js';
import { WebhookMessages } from './webhooks.messages.js';
import { deleteFinishedDeliveries, type CleanedUp } from './webhooks.sql.js';
import type {
  WebhookDeliveryView,
  WebhookEndpointChanges,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookEndpointWithSecret,
} from './webhooks.types.js';

/** The API key scope that manages a key's own endpoints. */
export const WEBHOOKS_MANAGE = 'webhooks:manage';
/** A rotated-out secret still signs this long (receivers switch over meanwhile). */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** "Redeliver all failed" reaches back this far. */
export const REDELIVER_WINDOW_MS = 14 * DAY_MS;
/** Finished deliveries are kept this long unless configured (WEBHOOKS_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 30;
const MAX_ENDPOINTS_LISTED = 200;
const MAX_DELIVERIES_LISTED = 100;

/** Who manages: an admin (every endpoint) or an API key (its own). */
type Manager = { userId: string } | { apiKeyId: string };

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  state: string;
  attempts: number;
  request_body: string | null;
  response_code: number | null;
  response_body: string | null;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
}

function view(e: WebhookEndpoint): WebhookEndpointView {
  return {
    id: e.id,
    name: e.name,
    url: e.url,
    document: e.document,
    eventType: e.eventType,
    paused: e.paused,
    disabledAt: e.disabledAt,
    previousSecretUntil: e.previousSecretUntil,
    ownerKind: e.ownerUserId ? 'admin' : 'apiKey',
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

function deliveryView(r: DeliveryRow): WebhookDeliveryView {
  return {
    id: r.id,
    endpointId: r.endpoint_id,
    eventId: r.event_id,
    eventType: r.event_type,
    state: r.state,
    attempts: r.attempts,
    requestBody: r.request_body,
    responseCode: r.response_code,
    responseBody: r.response_body,
    error: r.error,
    createdAt: new Date(r.created_at),
    lastAttemptAt: r.last_attempt_at && new Date(r.last_attempt_at),
    nextAttemptAt: r.next_attempt_at && new Date(r.next_attempt_at),
  };
}

/** Endpoints: made, changed, paused, deleted, their secrets rotated, their deliveries listed and redone. */
export class WebhookService {
  private deliveriesWritten = false;

  constructor(
    private readonly deps: {
      /** the settings key: secrets are sealed with it (common/sealed.ts) */
      key: Uint8Array;
      /** the public cost limit (API_MAX_QUERY_COST) a document must keep to */
      maxCost: number;
      /** production: https targets only */
      httpsOnly: boolean;
      /** finished deliveries are kept this many days (WEBHOOKS_RETENTION_DAYS; failed ones at least 14) */
      retentionDays?: number;
    },
  ) {}

  /**
   * The cleanup job's work at `now`: succeeded deliveries older than the retention, failed ones
   * older than the retention or the redelivery window (whichever is longer), and the events left
   * without deliveries (docs/webhooks.md, "Operating it").
   */
  cleanUp(em: EntityManager, now: Date): Promise<CleanedUp> {
    const keepMs = (this.deps.retentionDays ?? DEFAULT_RETENTION_DAYS) * DAY_MS;
    return deleteFinishedDeliveries(
      em,
      new Date(now.getTime() - keepMs),
      new Date(now.getTime() - Math.max(keepMs, REDELIVER_WINDOW_MS)),
    );
  }

  /** The outbox wrote deliveries in a transaction (about to commit): the next wake passes. */
  noteDeliveriesWritten(): void {
    this.deliveriesWritten = true;
  }

  /** Whether deliveries were written since the last ask (a commit without any wakes nothing). */
  takeDeliveriesWritten(): boolean {
    const written = this.deliveriesWritten;
    this.deliveriesWritten = false;
    return written;
  }

  /** The webhook event types a document may select. */
  eventTypes(): string[] {
    return Object.keys(WEBHOOK_EVENTS);
  }

  async list(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
  ): Promise<WebhookEndpointView[]> {
    const who = this.manager(viewer, apiKey);
    const rows = await em.find(WebhookEndpoint, this.owned(who), {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: MAX_ENDPOINTS_LISTED,
    });
    return rows.map(view);
  }

  async create(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    input: WebhookEndpointInput,
    schema: GraphQLSchema,
  ): Promise<WebhookEndpointWithSecret> {
    const who = this.manager(viewer, apiKey);
    const name = this.checkName(input.name);
    const url = this.checkUrl(input.url);
    const { eventType } = checkWebhookDocument(schema, input.document, this.deps.maxCost);
    const secret = newSigningSecret();
    const endpoint = em.create(WebhookEndpoint, {
      name,
      url,
      document: input.document,
      eventType,
      secretSealed: sealSecret(this.deps.key, secret),
      ownerUserId: 'userId' in who ? who.userId : null,
      ownerApiKeyId: 'apiKeyId' in who ? who.apiKeyId : null,
    });
    await em.flush();
    return { endpoint: view(endpoint), secret };
  }

  async update(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    id: string,
    changes: WebhookEndpointChanges,
    schema: GraphQLSchema,
  ): Promise<WebhookEndpointView> {
    const who = this.manager(viewer, apiKey);
    const endpoint = await this.find(em, who, id);
    if (changes.name != null) endpoint.name = this.checkName(changes.name);
    if (changes.url != null) endpoint.url = this.checkUrl(changes.url);
    if (changes.document != null) {
      endpoint.eventType = checkWebhookDocument(schema, changes.document, this.deps.maxCost).eventType;
      endpoint.document = changes.document;
    }
    if (changes.paused != null) {
      endpoint.paused = changes.paused;
      if (!changes.paused) endpoint.disabledAt = null;
    }
    endpoint.updatedAt = new Date();
    await em.flush();
    return view(endpoint);
  }

  async delete(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    id: string,
  ): Promise<string> {
    const endpoint = await this.find(em, this.manager(viewer, apiKey), id);
    em.remove(endpoint);
    await em.flush();
    return id;
  }

  /** A new secret (shown once); the old one keeps signing beside it for 24 hours. */
  async rotateSecret(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    id: string,
    now = new Date(),
  ): Promise<WebhookEndpointWithSecret> {
    const endpoint = await this.find(em, this.manager(viewer, apiKey), id);
    const secret = newSigningSecret();
    endpoint.previousSecretSealed = endpoint.secretSealed;
    endpoint.previousSecretUntil = new Date(now.getTime() + PREVIOUS_SECRET_MS);
    endpoint.secretSealed = sealSecret(this.deps.key, secret);
    endpoint.updatedAt = now;
    await em.flush();
    return { endpoint: view(endpoint), secret };
  }

  /** The endpoint's latest deliveries, newest first (failed ones only when asked). */
  async deliveries(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    endpointId: string,
    failedOnly = false,
  ): Promise<WebhookDeliveryView[]> {
    await this.find(em, this.manager(viewer, apiKey), endpointId);
    const rows = await em.execute<DeliveryRow[]>(
      `select d.*, ev.type as event_type from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
       where d.endpoint_id = ? and (not ?::boolean or d.state = 'failed')
       order by d.created_at desc, d.id desc limit ${MAX_DELIVERIES_LISTED}`,
      [endpointId, failedOnly],
    );
    return rows.map(deliveryView);
  }

  /** Deliveries still to be attempted, on every endpoint (the outbox backlog an operator watches). */
  async backlog(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from webhook_deliveries where state = 'pending'`,
    );
    return row?.n ?? 0;
  }

  /** Sends one delivery again (whatever its state): due now, its retry window starting afresh. */
  async redeliver(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    deliveryId: string,
  ): Promise<WebhookDeliveryView> {
    const who = this.manager(viewer, apiKey);
    if (!isUuid(deliveryId)) throw notFound(WebhookMessages.deliveryNotFound);
    const [row] = await em.execute<{ endpoint_id: string }[]>(
      'select endpoint_id from webhook_deliveries where id = ?',
      [deliveryId],
    );
    if (!row) throw notFound(WebhookMessages.deliveryNotFound);
    await this.find(em, who, row.endpoint_id);
    const [updated] = await em.execute<DeliveryRow[]>(
      `with d as (
         update webhook_deliveries set state = 'pending', next_attempt_at = now(), first_attempt_at = null, error = null
         where id = ? returning *)
       select d.*, ev.type as event_type from d join webhook_events ev on ev.id = d.event_id`,
      [deliveryId],
    );
    return deliveryView(updated!);
  }

  /** Sends again every failed delivery of the endpoint from the last 14 days; answers how many. */
  async redeliverFailed(
    em: EntityManager,
    viewer: Viewer | null,
    apiKey: ApiClient | null,
    endpointId: string,
    now = new Date(),
  ): Promise<number> {
    await this.find(em, this.manager(viewer, apiKey), endpointId);
    const rows = await em.execute<{ id: string }[]>(
      `update webhook_deliveries set state = 'pending', next_attempt_at = ?, first_attempt_at = null, error = null
       where endpoint_id = ? and state = 'failed' and created_at >= ? returning id`,
      [now, endpointId, new Date(now.getTime() - REDELIVER_WINDOW_MS)],
    );
    return rows.length;
  }

  /** The secrets that sign now: the current one, and the previous one within its 24 hours. */
  signingSecrets(
    endpoint: Pick<WebhookEndpoint, 'secretSealed' | 'previousSecretSealed' | 'previousSecretUntil'>,
    now: Date,
  ): string[] {
    const secrets = [openSecret(this.deps.key, endpoint.secretSealed)];
    if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
      secrets.push(openSecret(this.deps.key, endpoint.previousSecretSealed));
    return secrets.filter((s): s is string => !!s);
  }

  private manager(viewer: Viewer | null, apiKey: ApiClient | null): Manager {
    if (viewer?.role === 'admin') return { userId: viewer.userId };
    if (apiKey?.scopes.includes(WEBHOOKS_MANAGE)) return { apiKeyId: apiKey.keyId };
    if (!viewer && !apiKey) throw unauthenticated(WebhookMessages.denied);
    throw forbidden(WebhookMessages.denied);
  }

  private owned(who: Manager): { ownerApiKeyId?: string } {
    return 'apiKeyId' in who ? { ownerApiKeyId: who.apiKeyId } : {};
  }

  private async find(em: EntityManager, who: Manager, id: string): Promise<WebhookEndpoint> {
    if (!isUuid(id)) throw notFound(WebhookMessages.notFound);
    const endpoint = await em.findOne(WebhookEndpoint, { id, ...this.owned(who) });
    if (!endpoint) throw notFound(WebhookMessages.notFound);
    return endpoint;
  }

  private checkName(raw: string): string {
    const name = raw.trim();
    if (!name || name.length > 100) throw badInput(WebhookMessages.nameRequired, 'name');
    return name;
  }

  private checkUrl(raw: string): string {
    const url = raw.trim();
    const problem = url.length > 2000 ? 'invalid' : urlProblem(url, { httpsOnly: this.deps.httpsOnly });
    if (problem === 'https') throw badInput(WebhookMessages.httpsRequired, 'url');
    if (problem) throw badInput(WebhookMessages.urlInvalid, 'url');
    return url;
  }
}
