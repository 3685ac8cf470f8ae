import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum UserRole {
  CUSTOMER = 'customer',
  ADMIN = 'admin',
}

registerEnumType(UserRole, { name: 'UserRole', description: 'customer (shopper) or admin' });

@ObjectType({ description: 'A shopper or an admin.' })
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'role' | 'isVerified' | 'createdAt' | 'updatedAt' | 'disabledAt' | 'erasedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  /** Always stored lower-cased and trimmed; unique. */
  @Field(() => String)
  @Property({ type: 'text', unique: true })
  email!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  mobileNumber!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => UserRole)
  @Enum({ items: () => UserRole, type: 'text' })
  role: UserRole = UserRole.CUSTOMER;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  isVerified = false;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Admins: set when another admin disabled the account (its sessions end; it cannot sign in). */
  @Property({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  /** Set when the account was erased (privacy module): the row stays as a tombstone, nothing personal left. */
  @Property({ type: 'timestamptz', nullable: true })
  erasedAt: Date | null = null;
}
