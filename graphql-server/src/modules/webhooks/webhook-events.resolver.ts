import { GraphQLError } from 'graphql';
import { Ctx, FieldResolver, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { Product } from '../catalog/index.js';
import { CustomerDetails } from '../customers/index.js';
import { CreditNoteView, InvoiceView } from '../invoices/index.js';
import { OrderView } from '../orders/index.js';
import { WEBHOOK_EVENTS, type WebhookAggregate } from './webhook-events.js';
import {
  CreditNoteWebhookEvent,
  CustomerWebhookEvent,
  InvoiceWebhookEvent,
  OrderWebhookEvent,
  ProductWebhookEvent,
  ReviewWebhookEvent,
} from './webhooks.types.js';

const PAYLOAD_TYPES: Record<WebhookAggregate, new () => object> = {
  order: OrderWebhookEvent,
  product: ProductWebhookEvent,
  customer: CustomerWebhookEvent,
  review: ReviewWebhookEvent,
  invoice: InvoiceWebhookEvent,
  creditNote: CreditNoteWebhookEvent,
};

/**
 * The webhook events as fields of `Subscription`, one per line of WEBHOOK_EVENTS (made here, not
 * written out): they exist so that an endpoint's document is checked against the schema and run
 * for each event (rootValue = the event). They are **webhook-only**: a live subscription to one is
 * refused (docs/decisions/webhook-payload-documents.md).
 */
@Resolver()
export class WebhookEventsResolver {}

const proto = WebhookEventsResolver.prototype as unknown as Record<string, unknown>;
for (const [name, spec] of Object.entries(WEBHOOK_EVENTS)) {
  proto[name] = (event: object) => event;
  const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
  Subscription(() => PAYLOAD_TYPES[spec.aggregate], {
    description: `Webhook only (documents of webhook endpoints): ${name}, raised by ${spec.on}.`,
    subscribe: () => {
      throw new GraphQLError(`${name} is delivered by webhooks only`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    },
  })(proto, name, descriptor);
  Root()(proto, name, 0);
}

/** An order event's order: read as the endpoint's owner may (an admin: any order; a key: none). */
@Resolver(() => OrderWebhookEvent)
export class OrderWebhookEventResolver {
  @FieldResolver(() => OrderView, { nullable: true })
  order(@Root() e: OrderWebhookEvent, @Ctx() { em, services, viewer }: Context) {
    return services.orderQueries.get(em, viewer, e.orderId);
  }
}

@Resolver(() => ProductWebhookEvent)
export class ProductWebhookEventResolver {
  @FieldResolver(() => Product, { nullable: true })
  product(@Root() e: ProductWebhookEvent, @Ctx() { db, services }: Context) {
    return services.catalog.get(db, e.productId);
  }
}

@Resolver(() => CustomerWebhookEvent)
export class CustomerWebhookEventResolver {
  @FieldResolver(() => CustomerDetails, { nullable: true })
  customer(@Root() e: CustomerWebhookEvent, @Ctx() { em, services, viewer }: Context) {
    return services.customers.details(em, viewer, e.customerId);
  }
}

@Resolver(() => ReviewWebhookEvent)
export class ReviewWebhookEventResolver {
  @FieldResolver(() => Product, { nullable: true })
  product(@Root() e: ReviewWebhookEvent, @Ctx() { db, services }: Context) {
    return services.catalog.get(db, e.productId);
  }
}

@Resolver(() => InvoiceWebhookEvent)
export class InvoiceWebhookEventResolver {
  @FieldResolver(() => InvoiceView, { nullable: true })
  invoice(@Root() e: InvoiceWebhookEvent, @Ctx() { em, services, viewer }: Context) {
    return services.invoices.viewById(em, viewer, e.invoiceId);
  }
}

@Resolver(() => CreditNoteWebhookEvent)
export class CreditNoteWebhookEventResolver {
  @FieldResolver(() => CreditNoteView, { nullable: true })
  creditNote(@Root() e: CreditNoteWebhookEvent, @Ctx() { em, services, viewer }: Context) {
    return services.creditNotes.viewById(em, viewer, e.creditNoteId);
  }
}
