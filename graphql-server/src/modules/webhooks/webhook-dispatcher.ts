import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, type GraphQLSchema } from 'graphql';
import type { ApiClient, Context, Viewer } from '../../common/context.js';
import { formatGraphQLError } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { parseWithLimits } from '../../common/query-limits.js';
import { signatureHeaders } from './signing.js';
import type { DeliverySpan } from '../../common/tracing.js';
import { postToTarget, type TargetPolicy } from './webhook-target.js';
import type { WebhookService } from './webhooks.service.js';

/**
 * The dispatcher, on every instance (docs/webhooks.md). Each pass claims due deliveries with
 * `FOR UPDATE SKIP LOCKED` (instances never take the same row), leases them (their next attempt
 * moved `LEASE_MS` on and the attempt counted) and commits the claim, then POSTs. An instance
 * killed mid-delivery leaves the lease to run out: another pass, here or elsewhere, sends the row
 * again (at-least-once: receivers deduplicate by `webhook-id`).
 */
export const DISPATCH = {
  /** longer than a delivery may take (10 s), so a live attempt is never taken twice */
  leaseMs: 30_000,
  /** deliveries in flight at once per endpoint, per instance (one slow receiver holds only its own) */
  perEndpoint: 4,
  /** rows claimed per pass */
  batch: 50,
  /** idle polling; a commit that wrote deliveries wakes this instance at once */
  pollMs: 1_000,
  /** retries go on at least this long from the first attempt, then the endpoint is disabled */
  retryWindowMs: 24 * 60 * 60 * 1000,
  /** backoff: 5 s doubling, at most an hour, with jitter (half to the whole delay) */
  firstRetryMs: 5_000,
  maxRetryMs: 60 * 60 * 1000,
} as const;

export type DeliveryOutcome = 'succeeded' | 'retry' | 'failed' | 'disabled';

/** What the metrics (or a test) hear of each attempt. */
export interface DeliveryReport {
  endpointId: string;
  eventType: string;
  outcome: DeliveryOutcome;
  status: number | null;
  ms: number;
}

interface Claimed {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  first_attempt_at: Date;
  request_body: string | null;
  url: string;
  name: string;
  document: string;
  event_type: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | null;
  owner_user_id: string | null;
  owner_api_key_id: string | null;
  type: string;
  sequence: string;
  occurred_at: Date;
  data: Record<string, unknown>;
  /** the change's trace context, when tracing was on where it happened */
  traceparent: string | null;
}

/** Without tracing: the change's traceparent, if kept, is passed on as it is. */
const untraced: DeliverySpan = (parent, _name, run) => run(parent ?? undefined);

export interface DispatcherDeps {
  em: () => EntityManager;
  service: WebhookService;
  log: Logger;
  policy: TargetPolicy;
  /** the schema the documents run against (set once built) */
  schema: () => GraphQLSchema | undefined;
  /** a context with exactly the owner's permissions */
  contextFor: (viewer: Viewer | null, apiKey: ApiClient | null) => Context;
  /** an endpoint was disabled: tell the admins */
  disabled: (endpoint: { id: string; name: string; url: string }) => Promise<void>;
  /** every attempt (metrics: t-observability) */
  onDelivery?: ((report: DeliveryReport) => void) | undefined;
  /** tracing on: each attempt is a span continuing the change's trace (common/tracing.ts) */
  deliverySpan?: DeliverySpan | undefined;
}

export function retryDelayMs(attempts: number, random = Math.random): number {
  const delay = Math.min(DISPATCH.firstRetryMs * 2 ** Math.max(attempts - 1, 0), DISPATCH.maxRetryMs);
  return Math.round(delay / 2 + (random() * delay) / 2);
}

const retriable = (status: number) => status >= 500 || status === 429 || status === 408;

export class WebhookDispatcher {
  private readonly inFlight = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private passing: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: DispatcherDeps) {}

  /** Polls, and passes at once when woken. */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      void this.pass().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, DISPATCH.pollMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /**
   * After a commit: pass now if the outbox wrote deliveries (a commit that wrote none costs no
   * statement here); the poll is the fallback.
   */
  wake(): void {
    if (this.deps.service.takeDeliveriesWritten()) this.kick();
  }

  private kick(): void {
    if (this.stopped || !this.timer) return;
    void this.pass();
  }

  /** Claims what is due at `now` and delivers it; resolves when those deliveries are done (tests). */
  async runOnce(now = new Date()): Promise<number> {
    const claimed = await this.claim(now);
    await Promise.all(claimed.map((c) => this.deliver(c, now)));
    return claimed.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.passing;
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private pass(): Promise<number> {
    if (this.passing) {
      this.again = true;
      return this.passing;
    }
    this.passing = (async () => {
      let total = 0;
      do {
        this.again = false;
        try {
          const claimed = await this.claim(new Date());
          total += claimed.length;
          for (const c of claimed) {
            const p = this.deliver(c, new Date()).finally(() => {
              this.running.delete(p);
              this.kick();
            });
            this.running.add(p);
          }
          if (claimed.length === DISPATCH.batch) this.again = true;
        } catch (err) {
          this.deps.log.error({ err }, 'webhooks: claiming deliveries failed');
        }
      } while (this.again && !this.stopped);
      return total;
    })().finally(() => {
      this.passing = undefined;
    });
    return this.passing;
  }

  private async claim(now: Date): Promise<Claimed[]> {
    const busy = [...this.inFlight].filter(([, n]) => n >= DISPATCH.perEndpoint).map(([id]) => id);
    const em = this.deps.em();
    const claimed = await em.transactional(async (tx) => {
      const due = await tx.execute<{ id: string; endpoint_id: string }[]>(
        `select d.id, d.endpoint_id from webhook_deliveries d
         join webhook_endpoints e on e.id = d.endpoint_id
         where d.state = 'pending' and d.next_attempt_at <= ? and not e.paused and e.disabled_at is null
           and not (d.endpoint_id = any(string_to_array(?, ',')::uuid[]))
         order by d.next_attempt_at limit ${DISPATCH.batch}
         for update of d skip locked`,
        [now, busy.join(',')],
      );
      const taken = new Map<string, number>();
      const ids = due
        .filter((d) => {
          const n = (this.inFlight.get(d.endpoint_id) ?? 0) + (taken.get(d.endpoint_id) ?? 0);
          if (n >= DISPATCH.perEndpoint) return false;
          taken.set(d.endpoint_id, (taken.get(d.endpoint_id) ?? 0) + 1);
          return true;
        })
        .map((d) => d.id);
      if (!ids.length) return [];
      return tx.execute<Claimed[]>(
        `with d as (
           update webhook_deliveries
           set next_attempt_at = ?, attempts = attempts + 1, last_attempt_at = ?,
               first_attempt_at = coalesce(first_attempt_at, ?)
           where id = any(string_to_array(?, ',')::uuid[]) returning *)
         select d.id, d.endpoint_id, d.event_id, d.attempts, d.first_attempt_at, d.request_body,
                e.url, e.name, e.document, e.event_type, e.secret_sealed, e.previous_secret_sealed,
                e.previous_secret_until, e.owner_user_id, e.owner_api_key_id,
                ev.type, ev.sequence, ev.occurred_at, ev.data, ev.traceparent
         from d join webhook_endpoints e on e.id = d.endpoint_id join webhook_events ev on ev.id = d.event_id`,
        [new Date(now.getTime() + DISPATCH.leaseMs), now, now, ids.join(',')],
      );
    });
    for (const c of claimed) this.inFlight.set(c.endpoint_id, (this.inFlight.get(c.endpoint_id) ?? 0) + 1);
    return claimed;
  }

  private async deliver(c: Claimed, now: Date): Promise<void> {
    const started = Date.now();
    let status: number | null = null;
    let outcome: DeliveryOutcome;
    try {
      const span = this.deps.deliverySpan ?? untraced;
      const sent = await span(c.traceparent, `webhook ${c.type}`, (traceparent) =>
        this.attempt(c, now, traceparent),
      );
      status = sent.status;
      const { error } = sent;
      const refused = error !== null && /refused address|https required|invalid URL/.test(error);
      if (status !== null && status >= 200 && status < 300) outcome = 'succeeded';
      else if (refused || (status !== null && !retriable(status))) outcome = 'failed';
      else if (now.getTime() - new Date(c.first_attempt_at).getTime() >= DISPATCH.retryWindowMs)
        outcome = 'disabled';
      else outcome = 'retry';
      const next = outcome === 'retry' ? new Date(now.getTime() + retryDelayMs(c.attempts)) : null;
      const state = outcome === 'succeeded' ? 'succeeded' : outcome === 'retry' ? 'pending' : 'failed';
      const em = this.deps.em();
      await em.execute(
        `update webhook_deliveries set state = ?, next_attempt_at = ?, request_body = ?, response_code = ?,
           response_body = ?, error = ? where id = ?`,
        [state, next, sent.body, status, sent.answer, error, c.id],
      );
      if (outcome === 'disabled') await this.disable(em, c, now);
    } catch (err) {
      // The payload could not be made (or the row not written): the lease runs out, it is tried again.
      outcome = 'retry';
      this.deps.log.error({ err, delivery: c.id }, 'webhooks: delivery failed unexpectedly');
    } finally {
      const left = (this.inFlight.get(c.endpoint_id) ?? 1) - 1;
      if (left > 0) this.inFlight.set(c.endpoint_id, left);
      else this.inFlight.delete(c.endpoint_id);
    }
    this.deps.onDelivery?.({
      endpointId: c.endpoint_id,
      eventType: c.type,
      outcome,
      status,
      ms: Date.now() - started,
    });
  }

  /** One POST: the body (made once, then kept), signed now, with the trace context when there is one. */
  private async attempt(
    c: Claimed,
    now: Date,
    traceparent: string | undefined,
  ): Promise<{ body: string; status: number | null; answer: string | null; error: string | null }> {
    const body = c.request_body ?? (await this.payload(c));
    const secrets = this.deps.service.signingSecrets(
      {
        secretSealed: c.secret_sealed,
        previousSecretSealed: c.previous_secret_sealed,
        previousSecretUntil: c.previous_secret_until && new Date(c.previous_secret_until),
      },
      now,
    );
    const headers = {
      ...signatureHeaders(secrets, c.event_id, now, body),
      ...(traceparent ? { traceparent } : {}),
    };
    try {
      const answer = await postToTarget(c.url, body, headers, this.deps.policy);
      return { body, status: answer.status, answer: answer.body, error: null };
    } catch (err) {
      return { body, status: null, answer: null, error: (err as Error).message };
    }
  }

  private async disable(em: EntityManager, c: Claimed, now: Date): Promise<void> {
    const rows = await em.execute<{ id: string }[]>(
      'update webhook_endpoints set disabled_at = ? where id = ? and disabled_at is null returning id',
      [now, c.endpoint_id],
    );
    if (!rows.length) return;
    this.deps.log.warn({ endpoint: c.endpoint_id }, 'webhooks: endpoint disabled after 24 hours of failures');
    await this.deps.disabled({ id: c.endpoint_id, name: c.name, url: c.url });
  }

  /** The body: the envelope and the endpoint's document run for the event, as its owner. */
  private async payload(c: Claimed): Promise<string> {
    const schema = this.deps.schema();
    if (!schema) throw new Error('webhooks: schema not ready');
    const { viewer, apiKey } = await this.owner(c);
    const occurredAt = new Date(c.occurred_at);
    const envelope = {
      eventId: c.event_id,
      type: c.type,
      occurredAt,
      sequence: Number(c.sequence),
      ...c.data,
    };
    const result = await execute({
      schema,
      document: parseWithLimits(c.document),
      rootValue: envelope,
      contextValue: this.deps.contextFor(viewer, apiKey),
    });
    return JSON.stringify({
      type: c.type,
      timestamp: occurredAt.toISOString(),
      eventId: c.event_id,
      sequence: Number(c.sequence),
      data: result.data ?? null,
      ...(result.errors?.length
        ? { errors: result.errors.map((e) => formatGraphQLError(e.toJSON(), e)) }
        : {}),
    });
  }

  /** The owner's permissions now: an admin still an admin and enabled, a key not revoked; else none. */
  private async owner(c: Claimed): Promise<{ viewer: Viewer | null; apiKey: ApiClient | null }> {
    const em = this.deps.em();
    if (c.owner_user_id) {
      const [u] = await em.execute<{ role: string }[]>(
        'select role from users where id = ? and disabled_at is null',
        [c.owner_user_id],
      );
      const viewer: Viewer | null =
        u?.role === 'admin'
          ? { userId: c.owner_user_id, sessionId: `webhook:${c.endpoint_id}`, role: 'admin' }
          : null;
      return { viewer, apiKey: null };
    }
    const [k] = await em.execute<{ scopes: string[] }[]>(
      'select scopes from api_keys where id = ? and revoked_at is null',
      [c.owner_api_key_id],
    );
    return { viewer: null, apiKey: k ? { keyId: c.owner_api_key_id!, scopes: k.scopes } : null };
  }
}
