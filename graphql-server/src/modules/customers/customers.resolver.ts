import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { CUSTOMERS_ADMIN_ONLY } from './customers.service.js';
import { CustomerConnection, CustomerDetails, CustomersInput } from './customers.types.js';

@Resolver()
export class CustomerResolver {
  @AdminOnly(CUSTOMERS_ADMIN_ONLY)
  @Query(() => CustomerConnection, {
    description: 'Admin: shopper accounts, searched and sorted by the server, paged by cursor.',
  })
  customers(
    @Arg('input', () => CustomersInput, { nullable: true }) input: CustomersInput | null,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.customers.list(em, viewer, input ?? {});
  }

  @AdminOnly(CUSTOMERS_ADMIN_ONLY)
  @Query(() => CustomerDetails, { description: "Admin: one customer's profile, orders and wallet ledger." })
  customer(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.customers.details(em, viewer, id);
  }
}
