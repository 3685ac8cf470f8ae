import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { WalletView } from '../wallet/index.js';
import { PaymentState } from './payment.entity.js';

@ObjectType({
  description:
    "How the browser pays: kind 'redirect' opens url (the test gateway's page); kind 'razorpay' loads scriptUrl and opens Razorpay Checkout with keyId, providerOrderId, amountPaise and currency.",
})
export class PaymentCheckout {
  @Field(() => ID) paymentId!: string;
  @Field(() => String) provider!: string;
  @Field(() => String) kind!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true }) keyId!: string | null;
  @Field(() => String, { nullable: true, description: "Razorpay Checkout's script (kind 'razorpay')." })
  scriptUrl!: string | null;
  @Field(() => String, { nullable: true }) providerOrderId!: string | null;
  @Field(() => Float, { description: 'Rupees, from the server’s totals.' }) amount!: number;
  @Field(() => Int, { description: "Paise, as Razorpay Checkout's `amount` option takes it." })
  amountPaise!: number;
  @Field(() => String, { description: "'INR'." }) currency!: string;
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
