import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** A contact-form message. `userId` is set when the sender was logged in. */
@ObjectType({ description: 'A message sent through the contact form.' })
@Entity({ tableName: 'feedbacks' })
export class Feedback {
  [OptionalProps]?: 'createdAt' | 'userId';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  /** Plain column (no relation): the sender's account, kept as null when logged out or deleted. */
  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
