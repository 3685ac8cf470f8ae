import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { sizedList } from '../../common/query-limits.js';
import type { Context } from '../../context.js';
import { Review } from './review.entity.js';
import { MAX_REVIEWS } from './reviews.service.js';

@Resolver(() => Review)
export class ReviewsResolver {
  @Query(() => [Review], {
    description: `A product's reviews, newest first (at most ${MAX_REVIEWS}).`,
    complexity: sizedList(MAX_REVIEWS),
  })
  reviews(@Arg('productId', () => ID) productId: string, @Ctx() { em, services }: Context) {
    return services.reviews.list(em, productId);
  }

  @Mutation(() => Review, {
    description: "Adds a review under the account's name (login required; rating 1 to 5 and text).",
  })
  addReview(
    @Arg('productId', () => ID) productId: string,
    @Arg('rating', () => Int, { nullable: true }) rating: number | null,
    @Arg('review', () => String, { nullable: true }) review: string | null,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.reviews.add(em, viewer, productId, { rating, review });
  }
}
