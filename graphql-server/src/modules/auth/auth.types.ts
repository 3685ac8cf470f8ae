import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@ObjectType({ description: 'A session: a short-lived bearer token and the signed-in user.' })
export class AuthPayload {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>`; refresh with refreshToken.' })
  token!: string;

  @Field(() => User)
  user!: User;
}

@ObjectType()
export class ProfilePayload {
  @Field(() => String)
  message!: string;

  @Field(() => User)
  user!: User;
}

@ObjectType({ description: "Admins: the shop's customer accounts (role customer)." })
export class UserCount {
  @Field(() => Int, { description: 'Customer accounts, verified or not.' })
  totalUsers!: number;

  @Field(() => Int, { description: 'Customer accounts whose e-mail is verified.' })
  verifiedUsers!: number;
}
