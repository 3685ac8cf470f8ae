import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ApiKeyScope } from './api-keys.types.js';

/**
 * A third party's key to the public API. Only the SHA-256 of the secret is stored: the secret is
 * shown once, when the key is created.
 */
@ObjectType({
  description: 'An API key for third parties (the secret itself is shown only once, at creation).',
})
@Entity({ tableName: 'api_keys' })
export class ApiKey {
  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'lastUsedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'The first characters of the secret, to recognise the key.' })
  @Property({ type: 'text' })
  prefix!: string;

  /** hex SHA-256 of the whole secret (unique). */
  @Property({ type: 'text', hidden: true })
  secretHash!: string;

  @Field(() => [ApiKeyScope])
  @Property({ type: 'json' })
  scopes!: ApiKeyScope[];

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, {
    nullable: true,
    description: 'Set once the key is revoked; a revoked key is refused.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'Last request with this key (to the minute).' })
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;
}
