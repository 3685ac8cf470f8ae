import { Arg, Ctx, Float, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { ConfirmPaymentInput, PaymentStatusView, WalletTopUp } from './payments.types.js';

@Resolver()
export class PaymentsResolver {
  @Mutation(() => WalletTopUp, {
    description:
      'Starts a wallet top-up of ₹0.01 to ₹1,00,000 through the payment provider: pay at payment.url (or Razorpay Checkout); the balance grows when it is paid.',
  })
  addFunds(
    @Arg('amount', () => Float, { description: 'Rupees' }) amount: number,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.payments.startTopUp(em, viewer, amount, description);
  }

  @Mutation(() => PaymentStatusView, {
    description:
      "The browser's return from the provider's checkout, with the provider's signature. Applied once, like the webhook that may also come.",
  })
  confirmPayment(
    @Arg('input', () => ConfirmPaymentInput) input: ConfirmPaymentInput,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.payments.confirmReturnView(em, viewer, input);
  }
}
