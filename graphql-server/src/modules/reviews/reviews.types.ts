import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many reviews gave a product this many stars.' })
export class RatingBucket {
  @Field(() => Int, { description: '1 to 5.' })
  stars!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A product's ratings at a glance." })
export class RatingSummary {
  @Field(() => Float, { description: 'Mean rating rounded to one decimal; 0 without reviews.' })
  average!: number;

  @Field(() => Int, { description: 'Number of reviews.' })
  count!: number;

  @Field(() => [RatingBucket], { description: 'Five buckets, 5 stars first; empty ones included.' })
  distribution!: RatingBucket[];
}
