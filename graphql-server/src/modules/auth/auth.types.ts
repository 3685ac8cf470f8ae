import { Field, ID, Int, ObjectType } from 'type-graphql';
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

  @Field(() => User, { description: 'The profile; its e-mail stays the login until a change is confirmed.' })
  user!: User;

  @Field(() => String, {
    nullable: true,
    description: 'The new e-mail awaiting its code (confirmEmailChange), when this update asked for one.',
  })
  pendingEmail?: string | null;
}

@ObjectType({ description: "Admins: the shop's customer accounts (role customer)." })
export class UserCount {
  @Field(() => Int, { description: 'Customer accounts, verified or not.' })
  totalUsers!: number;

  @Field(() => Int, { description: 'Customer accounts whose e-mail is verified.' })
  verifiedUsers!: number;
}

@ObjectType({ description: "One of the signed-in shopper's live sessions (a browser or app signed in)." })
export class SessionInfo {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The browser and system, from its User-Agent ("Chrome on Android").' })
  device!: string;

  @Field(() => String, { nullable: true, description: 'The client address it signed in from.' })
  ipAddress!: string | null;

  @Field(() => Date)
  signedInAt!: Date;

  @Field(() => Date, { description: 'Its last sign-in or token refresh (within the access-token lifetime).' })
  lastSeenAt!: Date;

  @Field(() => Date, { description: 'When it ends unless refreshed (never past the absolute lifetime).' })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'The session making this request ("this device").' })
  current!: boolean;
}
