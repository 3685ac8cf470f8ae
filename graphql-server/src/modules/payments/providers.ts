import crypto from 'node:crypto';
import type { Config } from '../../config/env.js';
import type { PaymentProvider } from './provider.js';
import { TestGateway } from './test-gateway.js';

/**
 * The configured provider. The test gateway's two secrets (checkout return, webhook) are derived
 * from the shop's JWT secret, so every instance of one shop agrees on them.
 */
export function createPaymentProvider(config: Config, jwtSecret: Uint8Array): PaymentProvider {
  const derive = (label: string) => crypto.createHmac('sha256', jwtSecret).update(label).digest('hex');
  return new TestGateway(derive('payments:test-gateway:key'), derive('payments:test-gateway:webhook'));
}
