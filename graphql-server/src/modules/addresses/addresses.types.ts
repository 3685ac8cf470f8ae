import { MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('Address', { description: "A saved shipping address in the shopper's address book." })
export class AddressView {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) postalCode!: string;
  @Field(() => String, {
    nullable: true,
    description: 'GST state code; null on an address saved before states were asked.',
  })
  stateCode!: string | null;
  @Field(() => Boolean) isDefault!: boolean;
  @Field(() => Date, { nullable: true, description: 'When a checkout last shipped here.' })
  lastUsedAt!: Date | null;
  @Field(() => Boolean, {
    description: 'The one checkout starts with: the last used address, else the default.',
  })
  preselected!: boolean;
}

@InputType({ description: 'A new address (no id) or changes to one of mine (id).' })
export class SaveAddressInput {
  @Field(() => ID, { nullable: true }) id?: string | null;

  @Field(() => String)
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @Field(() => String)
  @MaxLength(20, { message: 'Phone must be at most 20 characters' })
  phone!: string;

  @Field(() => String)
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address!: string;

  @Field(() => String)
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  city!: string;

  @Field(() => String)
  @MaxLength(12, { message: 'Postal code must be at most 12 characters' })
  postalCode!: string;

  @Field(() => String, { description: 'GST state code (see `indianStates`).' })
  stateCode!: string;

  @Field(() => Boolean, { nullable: true, description: 'Make it the default address.' })
  makeDefault?: boolean | null;
}

@ObjectType()
export class AddressPayload {
  @Field(() => String) message!: string;
  @Field(() => AddressView) address!: AddressView;
}
