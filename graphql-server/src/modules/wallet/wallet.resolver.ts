import { Arg, Ctx, Float, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { WalletView } from './wallet.types.js';

@Resolver()
export class WalletResolver {
  @Query(() => WalletView)
  wallet(@Ctx() { em, viewer, services }: Context) {
    return services.wallet.get(em, viewer);
  }

  @Mutation(() => WalletView, { description: 'Simulated top-up: ₹0.01 to ₹1,00,000 at a time.' })
  addFunds(
    @Arg('amount', () => Float, { description: 'Rupees' }) amount: number,
    @Arg('description', () => String, { nullable: true }) description: string | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.wallet.addFunds(em, viewer, amount, description);
  }
}
