import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One of a shopper's saved shipping addresses (the address book on the profile). */
@Entity({ tableName: 'addresses' })
export class Address {
  [OptionalProps]?: 'isDefault' | 'lastUsedAt' | 'createdAt' | 'updatedAt' | 'stateCode';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) phone!: string;
  @Property({ type: 'text' }) address!: string;
  @Property({ type: 'text' }) city!: string;
  @Property({ type: 'text' }) postalCode!: string;
  /** GST state code; null on addresses saved before states were asked (the form asks again). */
  @Property({ type: 'text', nullable: true }) stateCode: string | null = null;

  /** At most one per shopper (a partial unique index). */
  @Property({ type: 'boolean' }) isDefault = false;

  /** When a checkout last shipped here. */
  @Property({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
