import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { InvoiceView } from './invoices.types.js';

@Resolver()
export class InvoiceResolver {
  @Query(() => InvoiceView, {
    nullable: true,
    description: "An order's tax invoice: the owner's or, for an admin, any ('Invoice not found' otherwise).",
  })
  invoice(@Arg('orderId', () => ID) orderId: string, @Ctx() { em, services, viewer }: Context) {
    return services.invoices.viewForOrder(em, viewer, orderId);
  }
}
