import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { WalletView } from '../wallet/index.js';
import { PaymentState } from './payment.entity.js';

@ObjectType({
  description:
    "How the browser pays: kind 'redirect' opens url (the test gateway's page); kind 'razorpay' opens Razorpay Checkout with keyId and providerOrderId.",
})
export class PaymentCheckout {
  @Field(() => ID) paymentId!: string;
  @Field(() => String) provider!: string;
  @Field(() => String) kind!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true }) keyId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "kind 'razorpay': the Checkout script to load on the payment step (the server names it).",
  })
  scriptUrl!: string | null;
  @Field(() => String, { nullable: true }) providerOrderId!: string | null;
  @Field(() => Float, { description: 'Rupees, from the server’s totals.' }) amount!: number;
  @Field(() => PaymentState) state!: PaymentState;
  @Field(() => Date) expiresAt!: Date;
}

@InputType({ description: "The client's return from the provider's checkout, as the provider signed it." })
export class ConfirmPaymentInput {
  @Field(() => ID) paymentId!: string;
  @Field(() => String) providerOrderId!: string;
  @Field(() => String) providerPaymentId!: string;
  @Field(() => String) signature!: string;
}

@ObjectType()
export class PaymentStatusView {
  @Field(() => ID) id!: string;
  @Field(() => PaymentState) state!: PaymentState;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => String) purpose!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
}

@ObjectType({
  description:
    'The wallet as it is now, and the top-up payment to complete: the balance grows once the provider says it was paid.',
})
export class WalletTopUp extends WalletView {
  @Field(() => PaymentCheckout, { nullable: true }) payment!: PaymentCheckout | null;
}
