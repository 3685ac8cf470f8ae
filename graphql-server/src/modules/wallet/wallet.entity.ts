import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The balance cache of a user's ledger; locked FOR UPDATE whenever money moves. */
@Entity({ tableName: 'wallets' })
export class Wallet {
  [OptionalProps]?: 'balancePaise' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'integer' })
  balancePaise = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export type WalletEntryType = 'credit' | 'debit';
/** `refund_to_source`: a refund taken back from the wallet because it went to the original payment method. */
export type WalletEntryKind = 'topup' | 'order_payment' | 'refund' | 'refund_to_source';

/** An append-only ledger entry. (order, kind) is unique: one payment and one refund per order. */
@Entity({ tableName: 'wallet_transactions' })
export class WalletTransaction {
  [OptionalProps]?: 'createdAt' | 'orderId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) type!: WalletEntryType;
  @Property({ type: 'text' }) kind!: WalletEntryKind;
  @Property({ type: 'integer' }) amountPaise!: number;
  @Property({ type: 'text' }) description!: string;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
