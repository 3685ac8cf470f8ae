import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import {
  AdminPaymentConnection,
  AdminPaymentDetails,
  AdminPaymentsInput,
  PaymentCheckResult,
} from './payments-admin.types.js';
import { PaymentMessages } from './payments.messages.js';

/** The admin's Payments screen: one line per operation, the rules in PaymentsAdminService. */
@Resolver()
export class PaymentsAdminResolver {
  @AdminOnly(PaymentMessages.adminOnly)
  @Query(() => AdminPaymentConnection, {
    description:
      'Admin: payments (orders and wallet top-ups), filtered by state, provider, purpose, a search and dates, newest first, paged by cursor.',
  })
  adminPayments(
    @Arg('input', () => AdminPaymentsInput, { nullable: true }) input: AdminPaymentsInput | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.paymentsAdmin.list(em, viewer, input ?? {});
  }

  @AdminOnly(PaymentMessages.adminOnly)
  @Query(() => AdminPaymentDetails, { description: 'Admin: one payment with its events and refunds.' })
  adminPayment(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.paymentsAdmin.details(em, viewer, id);
  }

  @AdminOnly(PaymentMessages.adminOnly)
  @Mutation(() => PaymentCheckResult, {
    description:
      'Admin: asks the provider about a pending or failed payment now and settles it as reconciliation would; a settled payment is refused.',
  })
  checkPaymentWithProvider(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.paymentsAdmin.checkWithProvider(em, viewer, id);
  }
}
