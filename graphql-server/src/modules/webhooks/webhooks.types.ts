import { Field, ID, InputType, Int, InterfaceType, ObjectType } from 'type-graphql';
import { OrderStatus } from '../orders/index.js';

/** What every webhook event carries (the envelope is also in the body: docs/webhooks.md). */
@InterfaceType('WebhookEvent', { description: 'What every webhook event carries.' })
abstract class WebhookEventFields {
  @Field(() => ID, { description: 'The event’s id (also the `webhook-id` header): the same on every retry.' })
  eventId!: string;

  @Field(() => String, { description: 'The event type, e.g. orderPlaced.' })
  type!: string;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => Int, { description: 'Per aggregate (this order, product …): 1, 2, 3 … in commit order.' })
  sequence!: number;
}

@ObjectType({
  implements: WebhookEventFields,
  description: 'Webhook: an order event. `order` is read with the endpoint owner’s permissions.',
})
export class OrderWebhookEvent extends WebhookEventFields {
  @Field(() => ID) orderId!: string;
  @Field(() => OrderStatus, { nullable: true }) from?: OrderStatus | null;
  @Field(() => OrderStatus, { nullable: true }) to?: OrderStatus | null;
  @Field(() => Int, { nullable: true, description: 'orderRefunded: paise credited to the wallet.' })
  refundPaise?: number | null;
  @Field(() => Int, { nullable: true, description: 'orderRefunded: the fee kept, in paise.' })
  feePaise?: number | null;
}

@ObjectType({
  implements: WebhookEventFields,
  description: 'Webhook: a product event (`product` is null once it is deleted).',
})
export class ProductWebhookEvent extends WebhookEventFields {
  @Field(() => ID) productId!: string;
}

@ObjectType({
  implements: WebhookEventFields,
  description: 'Webhook: a customer event. `customer` needs an admin owner.',
})
export class CustomerWebhookEvent extends WebhookEventFields {
  @Field(() => ID) customerId!: string;
}

@ObjectType({ implements: WebhookEventFields, description: 'Webhook: a review event.' })
export class ReviewWebhookEvent extends WebhookEventFields {
  @Field(() => ID) reviewId!: string;
  @Field(() => ID) productId!: string;
}

@ObjectType({
  implements: WebhookEventFields,
  description: 'Webhook: a GST tax invoice was issued (invoiceIssued). `invoice` needs an admin owner.',
})
export class InvoiceWebhookEvent extends WebhookEventFields {
  @Field(() => ID) invoiceId!: string;
  @Field(() => ID) orderId!: string;
  @Field(() => String, { description: 'The invoice number, e.g. RS/26-27/000123.' }) number!: string;
}

@ObjectType({
  implements: WebhookEventFields,
  description: 'Webhook: a GST credit note was issued (creditNoteIssued). `creditNote` needs an admin owner.',
})
export class CreditNoteWebhookEvent extends WebhookEventFields {
  @Field(() => ID) creditNoteId!: string;
  @Field(() => ID) orderId!: string;
  @Field(() => ID) invoiceId!: string;
  @Field(() => String, { description: 'The credit note number, e.g. RS/CN/26-27/0001.' }) number!: string;
  @Field(() => String, { description: 'cancellation, return or refund.' }) kind!: string;
}

// ------------------------------------------------------------------------------ management

@ObjectType({ description: 'A webhook endpoint (its secret is shown only when made or rotated).' })
export class WebhookEndpointView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { description: 'The GraphQL subscription document that shapes the payload.' })
  document!: string;
  @Field(() => String, { description: 'The event it receives (the document’s root field).' })
  eventType!: string;
  @Field(() => Boolean) paused!: boolean;
  @Field(() => Date, { nullable: true, description: 'Set when deliveries failed for 24 hours.' })
  disabledAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Until then the previous secret signs too.' })
  previousSecretUntil!: Date | null;
  @Field(() => String, { description: 'admin or apiKey: whose permissions the document runs with.' })
  ownerKind!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType({ description: 'An endpoint and its signing secret: the only time the secret is shown.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpointView) endpoint!: WebhookEndpointView;
  @Field(() => String, { description: 'whsec_…: verify signatures with it (docs/webhooks.md).' })
  secret!: string;
}

@ObjectType({ description: 'One event sent (or being sent) to one endpoint.' })
export class WebhookDeliveryView {
  @Field(() => ID) id!: string;
  @Field(() => ID) endpointId!: string;
  @Field(() => ID) eventId!: string;
  @Field(() => String) eventType!: string;
  @Field(() => String, { description: 'pending, succeeded or failed' }) state!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true, description: 'The body sent (JSON).' }) requestBody!: string | null;
  @Field(() => Int, { nullable: true }) responseCode!: number | null;
  @Field(() => String, { nullable: true, description: 'At most 64 KB of the answer.' })
  responseBody!: string | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true }) nextAttemptAt!: Date | null;
}

@InputType()
export class WebhookEndpointInput {
  @Field(() => String) name!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { description: 'e.g. subscription { orderPlaced { order { id total } } }' })
  document!: string;
}

@InputType()
export class WebhookEndpointChanges {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) document?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'false also enables a disabled endpoint.' })
  paused?: boolean | null;
}
