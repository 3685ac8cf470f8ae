import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum WalletTransactionType {
  CREDIT = 'credit',
  DEBIT = 'debit',
}
registerEnumType(WalletTransactionType, { name: 'WalletTransactionType' });

@ObjectType()
export class WalletTransactionView {
  @Field(() => ID) id!: string;
  @Field(() => WalletTransactionType) type!: WalletTransactionType;
  @Field(() => Float, { description: 'Rupees, always positive; the type says which way.' }) amount!: number;
  @Field(() => String) description!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: "The viewer's wallet: balance (rupees) and its ledger, newest first." })
export class WalletView {
  @Field(() => Float) balance!: number;
  @Field(() => [WalletTransactionView]) transactions!: WalletTransactionView[];
}
