/** The payments module's face: the provider seam, payments, refunds and their jobs. */
import { Payment, PaymentEvent, PaymentRefund } from './payment.entity.js';
import { PaymentsAdminResolver } from './payments-admin.resolver.js';
import { PaymentsResolver } from './payments.resolver.js';

export { Payment, PaymentState } from './payment.entity.js';
export { PaymentsService, type OrderPaymentSettler } from './payments.service.js';
export { PaymentsAdminService } from './payments-admin.service.js';
export { PaymentMessages } from './payments.messages.js';
export { PaymentCheckout } from './payments.types.js';
export { WebhookRejected } from './provider.js';
export { createPaymentProvider } from './providers.js';
export { paymentJobs } from './payments.jobs.js';
export { testGatewayPage } from './test-gateway-page.js';

export const paymentsModule = {
  entities: [Payment, PaymentEvent, PaymentRefund],
  resolvers: [PaymentsResolver, PaymentsAdminResolver],
};
