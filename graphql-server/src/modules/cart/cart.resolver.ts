import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { CartView } from './cart.types.js';

@Resolver()
export class CartResolver {
  @Query(() => CartView)
  cart(@Ctx() { em, viewer, services }: Context) {
    return services.cart.get(em, viewer);
  }

  @Query(() => CartView, {
    description: "Validates the cart for checkout ('Cart is empty', '[name] has insufficient stock', ...).",
  })
  checkoutCart(@Ctx() { em, viewer, services }: Context) {
    return services.cart.checkout(em, viewer);
  }

  @Mutation(() => CartView, { description: 'Adds a product or raises its quantity (capped by stock).' })
  addToCart(
    @Arg('productId', () => ID) productId: string,
    @Arg('quantity', () => Int, { defaultValue: 1 }) quantity: number,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.cart.add(em, viewer, productId, quantity);
  }

  @Mutation(() => CartView)
  updateCartItem(
    @Arg('itemId', () => ID) itemId: string,
    @Arg('quantity', () => Int) quantity: number,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.cart.update(em, viewer, itemId, quantity);
  }

  @Mutation(() => CartView)
  removeCartItem(@Arg('itemId', () => ID) itemId: string, @Ctx() { em, viewer, services }: Context) {
    return services.cart.remove(em, viewer, itemId);
  }

  @Mutation(() => CartView)
  clearCart(@Ctx() { em, viewer, services }: Context) {
    return services.cart.clear(em, viewer);
  }
}
