import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import { paiseToRupees } from '../../common/money.js';
import { isUuid, UUID_PATTERN } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import { accountEmails, accountIdsByEmail } from '../auth/index.js';
import { Payment, PaymentState } from './payment.entity.js';
import {
  AdminPaymentMessages,
  type AdminPayment,
  type AdminPaymentConnection,
  type AdminPaymentDetails,
  type AdminPaymentsInput,
  type PaymentCheckResult,
  type PaymentPurposeFilter,
} from './payments-admin.types.js';
import { PaymentMessages } from './payments.messages.js';
import type { ApplyResult } from './payments.service.js';
import {
  eventsOfPayment,
  paymentById,
  paymentPage,
  refundsOfPayment,
  type PaymentFilter,
  type PaymentRow,
} from './payments.sql.js';

const DEFAULT_PAGE = 25;
/** A search by e-mail looks at this many matching accounts at most. */
const EMAIL_MATCHES = 200;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:?\d{2})?$/;

/** What the admin screen needs of the payments service: the reconciliation's one-payment path. */
export interface ReconcileOne {
  reconcileOne(em: EntityManager, p: Payment, source?: 'reconcile' | 'admin'): Promise<ApplyResult>;
}

/** An `ILIKE` pattern matching `term` anywhere, with `%`, `_` and `\` taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function encodeCursor(row: PaymentRow): string {
  return Buffer.from(JSON.stringify([row.sort_value, row.id]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { value: string; id: string } | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 2) return undefined;
    const [value, id] = parts as unknown[];
    if (typeof value !== 'string' || typeof id !== 'string') return undefined;
    return TIMESTAMP.test(value) && UUID_PATTERN.test(id) ? { value, id } : undefined;
  } catch {
    return undefined;
  }
}

/** The id prefix a search may be: hex and dashes ("#1A2B3C4D" as orders show their reference). */
function idPrefixOf(term: string): string | null {
  const t = term.replace(/^#/, '').toLowerCase();
  return t.length >= 4 && /^[0-9a-f-]+$/.test(t) ? t : null;
}

function toView(r: PaymentRow, email: string | null): AdminPayment {
  const state = r.state as PaymentState;
  return {
    id: r.id,
    purpose: r.purpose as PaymentPurposeFilter,
    provider: r.provider,
    state,
    amount: paiseToRupees(Number(r.amount_paise)),
    currency: r.currency,
    providerOrderId: r.provider_order_id,
    providerPaymentId: r.provider_payment_id,
    method: r.method,
    failureReason: r.failure_reason,
    orderId: r.order_id,
    customerEmail: email,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    paidAt: r.paid_at ? new Date(r.paid_at) : null,
    checkedAt: r.checked_at ? new Date(r.checked_at) : null,
    expiresAt: new Date(r.expires_at),
    canCheckWithProvider: isOpen(state) && r.provider_order_id !== null,
  };
}

const isOpen = (s: PaymentState) => s === PaymentState.PENDING || s === PaymentState.FAILED;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The admin's Payments screen (issue 32): payments filtered and paged by keyset, newest first;
 * one payment with its events and refunds; and "check with provider", which is the
 * reconciliation's own path (`PaymentsService.reconcileOne`) for one open payment, now.
 */
export class PaymentsAdminService {
  constructor(private readonly payments: ReconcileOne) {}

  async list(
    em: EntityManager,
    viewer: Viewer | null,
    input: AdminPaymentsInput = {},
  ): Promise<AdminPaymentConnection> {
    requireAdmin(viewer, PaymentMessages.adminOnly);
    const first = input.first ?? DEFAULT_PAGE;
    const filter: PaymentFilter = {
      state: input.state ?? undefined,
      provider: input.provider ?? undefined,
      purpose: input.purpose ?? undefined,
      from: input.createdFrom ?? undefined,
      to: input.createdTo ?? undefined,
    };
    if (filter.from && filter.to && filter.from >= filter.to)
      throw badInput(AdminPaymentMessages.dateOrder, 'createdTo');
    if (input.after) {
      filter.after = decodeCursor(input.after);
      if (!filter.after) throw badInput(AdminPaymentMessages.invalidCursor, 'after');
    }
    const term = input.search?.trim();
    if (term) {
      const pattern = containsPattern(term);
      filter.search = {
        pattern,
        idPrefix: idPrefixOf(term),
        userIds: await accountIdsByEmail(em, pattern, EMAIL_MATCHES),
      };
    }
    const rows = await paymentPage(em, filter, first + 1);
    const page = rows.slice(0, first);
    const emails = await accountEmails(
      em,
      page.map((r) => r.user_id),
    );
    const edges = page.map((r) => ({
      cursor: encodeCursor(r),
      node: toView(r, emails.get(r.user_id) ?? null),
    }));
    return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  async details(em: EntityManager, viewer: Viewer | null, id: string): Promise<AdminPaymentDetails> {
    requireAdmin(viewer, PaymentMessages.adminOnly);
    const payment = await this.view(em, id);
    const [events, refunds] = await Promise.all([eventsOfPayment(em, id), refundsOfPayment(em, id)]);
    return {
      payment,
      events: events.map((e) => {
        const amount = e.detail?.amountPaise;
        return {
          id: e.id,
          source: e.source,
          type: e.kind,
          providerEventId: e.provider_event_id,
          providerPaymentId: str(e.detail?.providerPaymentId),
          amount: typeof amount === 'number' ? paiseToRupees(amount) : null,
          reason: str(e.detail?.reason),
          receivedAt: new Date(e.received_at),
        };
      }),
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: paiseToRupees(Number(r.amount_paise)),
        state: r.state,
        providerRefundId: r.provider_refund_id,
        createdAt: new Date(r.created_at),
      })),
    };
  }

  /**
   * Asks the provider about one open (pending or failed) payment now and applies its answer as
   * reconciliation would (the same path, recorded with source `admin`); a settled one is refused.
   */
  async checkWithProvider(em: EntityManager, viewer: Viewer | null, id: string): Promise<PaymentCheckResult> {
    requireAdmin(viewer, PaymentMessages.adminOnly);
    if (!isUuid(id)) throw notFound(PaymentMessages.notFound);
    const payment = await em.findOne(Payment, { id }, { refresh: true });
    if (!payment) throw notFound(PaymentMessages.notFound);
    if (!isOpen(payment.state)) throw badInput(AdminPaymentMessages.settled(payment.state));
    if (!payment.providerOrderId) throw badInput(AdminPaymentMessages.noProviderOrder);
    const result = await this.payments.reconcileOne(em, payment, 'admin');
    const now = await this.view(em, id);
    const changed = result === 'applied' || result === 'late';
    return { payment: now, changed, message: checkMessage(result, now.state) };
  }

  private async view(em: EntityManager, id: string): Promise<AdminPayment> {
    if (!isUuid(id)) throw notFound(PaymentMessages.notFound);
    const row = await paymentById(em, id);
    if (!row) throw notFound(PaymentMessages.notFound);
    const emails = await accountEmails(em, [row.user_id]);
    return toView(row, emails.get(row.user_id) ?? null);
  }
}

function checkMessage(result: ApplyResult, state: PaymentState): string {
  if (result === 'late')
    return 'The provider says it was paid, but its order had already closed: the money is being refunded';
  if (result === 'applied') return `Checked with the provider: the payment is now ${state}`;
  return `Checked with the provider: no change, the payment is still ${state}`;
}
