import { IsDate, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../catalog/index.js';
import { PaymentState } from './payment.entity.js';

/** What a payment pays for. */
export enum PaymentPurposeFilter {
  ORDER = 'order',
  TOPUP = 'topup',
}
registerEnumType(PaymentPurposeFilter, {
  name: 'PaymentPurpose',
  description: "ORDER: an order's payment; TOPUP: a wallet top-up.",
});

export const ADMIN_PAYMENT_PAGE_MAX = 100;
export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;

export const AdminPaymentMessages = {
  invalidCursor: 'Invalid cursor',
  searchTooLong: 'Search must be at most 100 characters',
  pageSize: `first must be between 1 and ${ADMIN_PAYMENT_PAGE_MAX}`,
  invalidState: 'Invalid payment state',
  invalidProvider: `Provider must be one of: ${PAYMENT_PROVIDERS.join(', ')}`,
  invalidPurpose: 'Purpose must be ORDER or TOPUP',
  invalidDate: 'Invalid date',
  dateOrder: 'The start date must be before the end date',
  settled: (state: string) =>
    `This payment is already ${state}: only a pending or failed payment can be checked with the provider`,
  noProviderOrder: 'This payment never reached the provider: there is nothing to check',
} as const;

@InputType({ description: "The admin's payment filters; every one given must hold." })
export class AdminPaymentsInput {
  @Field(() => PaymentState, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(PaymentState), { message: AdminPaymentMessages.invalidState })
  state?: PaymentState | null;

  @Field(() => String, { nullable: true, description: `One of: ${PAYMENT_PROVIDERS.join(', ')}.` })
  @IsOptional()
  @IsIn(PAYMENT_PROVIDERS, { message: AdminPaymentMessages.invalidProvider })
  provider?: string | null;

  @Field(() => PaymentPurposeFilter, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(PaymentPurposeFilter), { message: AdminPaymentMessages.invalidPurpose })
  purpose?: PaymentPurposeFilter | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An order's or payment's id (or its first characters, as '#1A2B3C4D'), a provider order or payment id, or part of the customer's e-mail.",
  })
  @IsOptional()
  @IsString({ message: AdminPaymentMessages.searchTooLong })
  @MaxLength(100, { message: AdminPaymentMessages.searchTooLong })
  search?: string | null;

  @Field(() => Date, { nullable: true, description: 'Created at or after this instant.' })
  @IsOptional()
  @IsDate({ message: AdminPaymentMessages.invalidDate })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Created before this instant.' })
  @IsOptional()
  @IsDate({ message: AdminPaymentMessages.invalidDate })
  createdTo?: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: `Page size, 1 to ${ADMIN_PAYMENT_PAGE_MAX} (default 25).`,
  })
  @IsOptional()
  @IsInt({ message: AdminPaymentMessages.pageSize })
  @Min(1, { message: AdminPaymentMessages.pageSize })
  @Max(ADMIN_PAYMENT_PAGE_MAX, { message: AdminPaymentMessages.pageSize })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' })
  @IsOptional()
  @IsString({ message: AdminPaymentMessages.invalidCursor })
  @MaxLength(400, { message: AdminPaymentMessages.invalidCursor })
  after?: string | null;
}

@ObjectType({ description: 'A payment as the admin sees it: amounts in rupees, the provider’s ids.' })
export class AdminPayment {
  @Field(() => ID) id!: string;
  @Field(() => PaymentPurposeFilter) purpose!: PaymentPurposeFilter;
  @Field(() => String) provider!: string;
  @Field(() => PaymentState) state!: PaymentState;
  @Field(() => Float, { description: 'Rupees.' }) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => String, { nullable: true }) providerOrderId!: string | null;
  @Field(() => String, { nullable: true }) providerPaymentId!: string | null;
  @Field(() => String, { nullable: true, description: 'card, upi, netbanking… as the provider reports it.' })
  method!: string | null;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => String, { nullable: true, description: "The payer's e-mail (null once erased)." })
  customerEmail!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the provider was last asked about it.' })
  checkedAt!: Date | null;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Boolean, {
    description: 'Pending or failed, with a provider order: "check with provider" may settle it.',
  })
  canCheckWithProvider!: boolean;
}

@ObjectType()
export class AdminPaymentEdge {
  @Field(() => String) cursor!: string;
  @Field(() => AdminPayment) node!: AdminPayment;
}

@ObjectType({ description: 'A page of payments, newest first.' })
export class AdminPaymentConnection {
  @Field(() => [AdminPaymentEdge]) edges!: AdminPaymentEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

@ObjectType({ description: 'One signal received about a payment.' })
export class AdminPaymentEvent {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'webhook, return, direct, reconcile, expiry or admin.' })
  source!: string;
  @Field(() => String, { description: "The provider's name of the event (payment.captured…)." })
  type!: string;
  @Field(() => String) providerEventId!: string;
  @Field(() => String, { nullable: true }) providerPaymentId!: string | null;
  @Field(() => Float, { nullable: true, description: 'Rupees, as the event reported them.' })
  amount!: number | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date) receivedAt!: Date;
}

@ObjectType({ description: 'A refund of the payment through the provider.' })
export class AdminPaymentRefund {
  @Field(() => ID) id!: string;
  @Field(() => Float, { description: 'Rupees.' }) amount!: number;
  @Field(() => String, { description: 'pending, processed or failed.' }) state!: string;
  @Field(() => String, { nullable: true }) providerRefundId!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'One payment with its events (in the order received) and refunds.' })
export class AdminPaymentDetails {
  @Field(() => AdminPayment) payment!: AdminPayment;
  @Field(() => [AdminPaymentEvent]) events!: AdminPaymentEvent[];
  @Field(() => [AdminPaymentRefund]) refunds!: AdminPaymentRefund[];
}

@ObjectType({ description: "The provider's answer, applied: the payment as it is now." })
export class PaymentCheckResult {
  @Field(() => AdminPayment) payment!: AdminPayment;
  @Field(() => Boolean, { description: 'Did the answer change the payment (settled it now)?' })
  changed!: boolean;
  @Field(() => String, { description: 'What happened, in words for the admin.' }) message!: string;
}
