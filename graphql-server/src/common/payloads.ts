import { Field, ID, ObjectType } from 'type-graphql';

/** Result types shared by every module (the schema names them once). */

@ObjectType({ description: 'A result with a message for the person, as the shop shows it.' })
export class MessagePayload {
  @Field(() => String)
  message!: string;
}

@ObjectType()
export class DeletePayload {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  message!: string;
}
