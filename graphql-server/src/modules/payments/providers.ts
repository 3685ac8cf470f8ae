import crypto from 'node:crypto';
import type { Config } from '../../config/env.js';
import type { PaymentProvider } from './provider.js';
import { RazorpayProvider } from './razorpay.js';
import { TestGateway } from './test-gateway.js';

/**
 * The configured provider: Razorpay with its three keys (config/env.ts refuses razorpay without
 * them, or with one secret for both), else the test gateway, whose two secrets (checkout return,
 * webhook) are derived from the shop's JWT secret so every instance of one shop agrees on them.
 */
export function createPaymentProvider(config: Config, jwtSecret: Uint8Array): PaymentProvider {
  if (config.paymentProvider === 'razorpay')
    return new RazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: config.RAZORPAY_API_URL,
    });
  const derive = (label: string) => crypto.createHmac('sha256', jwtSecret).update(label).digest('hex');
  return new TestGateway(derive('payments:test-gateway:key'), derive('payments:test-gateway:webhook'));
}
