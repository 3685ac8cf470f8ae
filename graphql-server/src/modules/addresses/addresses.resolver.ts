import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { sizedList } from '../../common/query-limits.js';
import { DeletePayload } from '../../common/payloads.js';
import { MAX_ADDRESSES } from './addresses.service.js';
import { AddressPayload, AddressView, SaveAddressInput } from './addresses.types.js';

@Resolver()
export class AddressResolver {
  @Query(() => [AddressView], {
    description: 'My address book: the default first, then the most recently used.',
    complexity: sizedList(MAX_ADDRESSES),
  })
  addresses(@Ctx() { em, viewer, services }: Context) {
    return services.addresses.list(em, viewer);
  }

  @Mutation(() => AddressPayload, { description: 'Adds an address (no id) or changes one of mine.' })
  saveAddress(
    @Arg('input', () => SaveAddressInput) input: SaveAddressInput,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.addresses.save(em, viewer, input);
  }

  @Mutation(() => AddressPayload, { description: 'Makes one of my addresses the default.' })
  setDefaultAddress(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.addresses.setDefault(em, viewer, id);
  }

  @Mutation(() => DeletePayload, { description: 'Deletes one of my addresses.' })
  deleteAddress(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.addresses.remove(em, viewer, id);
  }
}
