import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../common/logger.js';
import { Payment, PaymentState } from './payment.entity.js';
import type { PaymentsService } from './payments.service.js';
import type { TestGateway } from './test-gateway.js';
import {
  TestPageMessages,
  testGatewayNotice,
  testGatewayPage,
  validateTestPage,
  type TestPageForm,
} from './test-gateway-page.js';

export type TestPageAnswer = { status: number; html: string } | { status: 303; redirect: string };

/**
 * The test gateway's hosted checkout, served by the shop at `/pay/test/:providerOrderId`. It
 * behaves as a gateway does: the attempt is decided by the gateway (its special inputs), the
 * browser is sent back to the shop with a signed return, and the webhook is called afterwards,
 * asynchronously, signed with the webhook secret.
 */
export class TestGatewayCheckout {
  constructor(
    private readonly payments: PaymentsService,
    private readonly gateway: TestGateway,
    private readonly log: Logger,
    /** Where the shop listens (the webhook's address); set once the server listens. */
    private readonly selfUrl: () => string | null,
    /** Delay before the webhook is sent (ms). */
    private readonly webhookDelayMs = 50,
  ) {}

  private async find(em: EntityManager, providerOrderId: string) {
    return em.findOne(Payment, { provider: 'test', providerOrderId }, { refresh: true });
  }

  /** Where the browser goes back to, by what was paid for. */
  returnUrl(payment: Payment, params: Record<string, string>): string {
    const q = new URLSearchParams({ payment: payment.id, ...params });
    return payment.purpose === 'order'
      ? `/order-confirmation?order=${payment.orderId}&${q.toString()}`
      : `/wallet?${q.toString()}`;
  }

  private description(payment: Payment): string {
    return payment.purpose === 'order' ? `Rupee Shop order` : 'Rupee Shop wallet top-up';
  }

  async page(em: EntityManager, providerOrderId: string): Promise<TestPageAnswer> {
    const payment = await this.find(em, providerOrderId);
    if (!payment)
      return {
        status: 404,
        html: testGatewayNotice({ heading: 'Not found', message: TestPageMessages.notFound, back: '/' }),
      };
    const closed = this.closedNotice(payment);
    if (closed) return closed;
    return {
      status: 200,
      html: testGatewayPage({
        action: `/pay/test/${encodeURIComponent(providerOrderId)}`,
        amountPaise: payment.amountPaise,
        description: this.description(payment),
      }),
    };
  }

  private closedNotice(payment: Payment): TestPageAnswer | null {
    if (payment.state === PaymentState.PAID)
      return {
        status: 200,
        html: testGatewayNotice({
          heading: 'Paid',
          message: TestPageMessages.paid,
          back: this.returnUrl(payment, {}),
        }),
      };
    if (payment.state === PaymentState.EXPIRED || payment.expiresAt <= new Date())
      return {
        status: 410,
        html: testGatewayNotice({
          heading: 'Closed',
          message: TestPageMessages.closed,
          back: this.returnUrl(payment, { status: 'expired' }),
        }),
      };
    return null;
  }

  async submit(
    em: EntityManager,
    providerOrderId: string,
    body: Record<string, unknown>,
  ): Promise<TestPageAnswer> {
    const payment = await this.find(em, providerOrderId);
    if (!payment)
      return {
        status: 404,
        html: testGatewayNotice({ heading: 'Not found', message: TestPageMessages.notFound, back: '/' }),
      };
    const closed = this.closedNotice(payment);
    if (closed) return closed;
    const form = formOf(body);
    const action = `/pay/test/${encodeURIComponent(providerOrderId)}`;
    const again = (
      errors: Record<string, string>,
      status = 400,
      back: string | null = null,
    ): TestPageAnswer => ({
      status,
      // The CVV is never echoed back.
      html: testGatewayPage({
        action,
        amountPaise: payment.amountPaise,
        description: this.description(payment),
        form: { ...form, cvv: '' },
        errors,
        back,
      }),
    });
    const valid = validateTestPage(form);
    if (!valid.ok) return again(valid.errors);
    const attempt = await this.gateway.attempt(em, providerOrderId, valid);
    if (!attempt)
      return {
        status: 200,
        html: testGatewayNotice({
          heading: 'Paid',
          message: TestPageMessages.paid,
          back: this.returnUrl(payment, {}),
        }),
      };
    const { outcome, row } = attempt;
    if (outcome === 'pay' || outcome === 'fail') {
      this.sendWebhook(
        this.gateway.webhook({
          type: outcome === 'pay' ? 'payment.captured' : 'payment.failed',
          row,
          reason: outcome === 'fail' ? 'Payment declined by the test bank' : null,
        }),
      );
    }
    if (outcome === 'fail')
      return again({ form: TestPageMessages.declined }, 402, this.returnUrl(payment, { status: 'failed' }));
    if (outcome === 'pay') {
      return {
        status: 303,
        redirect: this.returnUrl(payment, {
          provider_order_id: providerOrderId,
          provider_payment_id: row.provider_payment_id!,
          signature: this.gateway.signReturn(providerOrderId, row.provider_payment_id!),
        }),
      };
    }
    // pending, or taken but never reported (timeout): the shopper is told to wait.
    return {
      status: 202,
      html: testGatewayNotice({
        heading: 'Waiting for your bank',
        message:
          'Your bank has not confirmed this payment yet. Your order shows its payment state; it updates by itself.',
        back: this.returnUrl(payment, { status: 'pending' }),
      }),
    };
  }

  /** The gateway calls the shop's webhook a moment after answering the browser. */
  private sendWebhook(hook: { body: string; headers: Record<string, string> }): void {
    const base = this.selfUrl();
    if (!base) return;
    setTimeout(() => {
      fetch(`${base}/api/payments/webhooks/test`, {
        method: 'POST',
        headers: hook.headers,
        body: hook.body,
        signal: AbortSignal.timeout(10_000),
      })
        .then((res) => {
          if (!res.ok) this.log.warn({ status: res.status }, 'test gateway: webhook refused');
        })
        .catch((err: unknown) => this.log.warn({ err }, 'test gateway: webhook not delivered'));
    }, this.webhookDelayMs).unref();
  }
}

/** The page's posted form, each field a string of at most 200 characters. */
function formOf(body: Record<string, unknown>): TestPageForm {
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
  return {
    method: str(body.method),
    cardNumber: str(body.cardNumber),
    expiry: str(body.expiry),
    cvv: str(body.cvv),
    upiId: str(body.upiId),
  };
}
