import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { InvoiceReportMessages } from './invoice-reports.js';
import { AdminInvoicesInput, InvoicePageView, InvoiceView } from './invoices.types.js';

@Resolver()
export class InvoiceResolver {
  @Query(() => InvoiceView, {
    nullable: true,
    description: "An order's tax invoice: the owner's or, for an admin, any ('Invoice not found' otherwise).",
  })
  invoice(@Arg('orderId', () => ID) orderId: string, @Ctx() { em, services, viewer }: Context) {
    return services.invoices.viewForOrder(em, viewer, orderId);
  }

  @AdminOnly(InvoiceReportMessages.adminsOnly)
  @Query(() => InvoicePageView, {
    description: 'Admin: invoices by number, order, buyer and days issued; a page and the totals per tax.',
  })
  adminInvoices(
    @Arg('input', () => AdminInvoicesInput, { nullable: true }) input: AdminInvoicesInput | null,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.invoices.adminInvoices(em, viewer, input ?? {});
  }
}
