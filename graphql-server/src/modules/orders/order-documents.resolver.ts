import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { sizedList } from '../../common/query-limits.js';
import { CreditNoteView } from '../invoices/index.js';
import { OrderView } from './orders.types.js';

/** An order's cancellation and return: at most one credit note each. */
const CREDIT_NOTES = 2;

/** The order's GST documents beside it (docs/gst.md). */
@Resolver(() => OrderView)
export class OrderDocumentsResolver {
  @FieldResolver(() => [CreditNoteView], {
    description:
      "The order's GST credit notes, oldest first: one per refund of an invoiced order (ask for it on one order, not on lists).",
    complexity: sizedList(CREDIT_NOTES),
  })
  creditNotes(@Root() order: OrderView, @Ctx() { em, viewer, services }: Context) {
    return services.creditNotes.viewsForOrder(em, viewer, order.id);
  }
}
