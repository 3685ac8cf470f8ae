import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { WalletView } from './wallet.types.js';

@Resolver()
export class WalletResolver {
  @Query(() => WalletView)
  wallet(@Ctx() { em, viewer, services }: Context) {
    return services.wallet.get(em, viewer);
  }
}
