import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { ConfirmPaymentInput, PaymentStatusView } from './payments.types.js';

@Resolver()
export class PaymentsResolver {
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

  @Mutation(() => PaymentStatusView, {
    description: 'Admin: asks the provider about a payment now and settles it.',
  })
  checkPaymentWithProvider(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.payments.checkWithProvider(em, viewer, id);
  }
}
