import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';

export enum PromoKind {
  PERCENTAGE = 'percentage',
  FIXED = 'fixed',
}
registerEnumType(PromoKind, {
  name: 'PromoType',
  description: 'percentage (value is a percent) or fixed (value is rupees)',
});

@ObjectType({ description: 'A promo code a shopper can apply at checkout (one per order).' })
export class PromoCodeView {
  @Field(() => String, { description: 'Upper-case; matched case-insensitively.' })
  code!: string;

  @Field(() => PromoKind)
  type!: PromoKind;

  @Field(() => Float, { description: 'Percent for percentage codes; rupees for fixed codes.' })
  value!: number;

  @Field(() => String, { description: "Shown as 'Promo code applied: [label]!'." })
  label!: string;
}
