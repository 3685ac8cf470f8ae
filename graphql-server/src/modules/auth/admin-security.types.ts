import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from './user.entity.js';

export enum AdminSignInStep {
  SIGNED_IN = 'signedIn',
  CODE = 'code',
  ENROL = 'enrol',
}
registerEnumType(AdminSignInStep, {
  name: 'AdminSignInStep',
  description:
    'SIGNED_IN: token and user are set. CODE: send a code with adminSignInCode. ENROL: the shop requires two-factor; set it up with startTwoFactorEnrolment and confirmTwoFactorEnrolment, passing the challenge.',
});

export enum AdminStatus {
  ACTIVE = 'active',
  INVITED = 'invited',
  DISABLED = 'disabled',
}
registerEnumType(AdminStatus, { name: 'AdminStatus' });

@ObjectType({ description: 'The answer to the password step of admin sign-in.' })
export class AdminSignInPayload {
  @Field(() => AdminSignInStep)
  next!: AdminSignInStep;

  @Field(() => String, { nullable: true })
  token?: string;

  @Field(() => User, { nullable: true })
  user?: User;

  @Field(() => String, { nullable: true, description: 'Signed, short-lived; only for the next step.' })
  challenge?: string;

  @Field(() => Date, { nullable: true })
  challengeExpiresAt?: Date;
}

@ObjectType({ description: 'A new authenticator secret, until confirmed with a first code.' })
export class TwoFactorEnrolment {
  @Field(() => String, { description: 'Base32, to type into the app.' })
  secret!: string;

  @Field(() => String)
  otpauthUri!: string;

  @Field(() => String, { description: 'The otpauth address as an SVG QR code.' })
  qrCodeSvg!: string;
}

@ObjectType()
export class RecoveryCodesPayload {
  @Field(() => [String], { description: 'Single-use codes, shown this once; the shop keeps only hashes.' })
  recoveryCodes!: string[];
}

@ObjectType()
export class TwoFactorEnrolled extends RecoveryCodesPayload {
  @Field(() => String, { nullable: true, description: 'Set when enrolled at sign-in (with a challenge).' })
  token?: string;

  @Field(() => User, { nullable: true })
  user?: User;
}

@ObjectType({ description: "The signed-in admin's two-factor state and the shop's rule." })
export class AdminSecurity {
  @Field(() => Boolean)
  twoFactorEnabled!: boolean;

  @Field(() => Int)
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: 'Every admin must use two-factor sign-in.' })
  requireTwoFactor!: boolean;
}

@ObjectType({ description: 'An admin of the shop, as the admin list shows them.' })
export class AdminAccount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => AdminStatus)
  status!: AdminStatus;

  @Field(() => Boolean)
  twoFactorEnabled!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  disabledAt!: Date | null;
}
