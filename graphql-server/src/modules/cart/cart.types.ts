import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Product } from '../catalog/index.js';

@ObjectType({ description: 'A cart line with the current product figures (price in rupees).' })
export class CartLine {
  @Field(() => ID, { description: 'The cart line id (same as itemId).' }) id!: string;
  @Field(() => ID) itemId!: string;
  @Field(() => ID) productId!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) price!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Int) stock!: number;
  @Field(() => Float) lineTotal!: number;
  @Field(() => Product, { description: 'The live catalog product.' }) product!: Product;
}

@ObjectType({ description: "The viewer's server-side cart." })
export class CartView {
  @Field(() => [CartLine]) items!: CartLine[];
  @Field(() => Int) totalQuantity!: number;
  @Field(() => Float, { description: 'Rupees, current prices, before GST and promos.' }) subtotal!: number;
}
