import { IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Required } from '../../common/validation.js';
import { EqualsProperty } from './auth.inputs.js';
import { AccountEmail, PersonName } from './account-fields.js';

const CODE_REQUIRED = 'Enter the code from your authenticator app';
const CHALLENGE_MISSING = 'Your sign-in has expired. Please enter your password again.';

@InputType({ description: 'The second step of admin sign-in.' })
export class TwoFactorCodeInput {
  @Field(() => String, { description: 'The challenge adminSignIn answered.' })
  @MaxLength(2000, { message: CHALLENGE_MISSING })
  @Required(CHALLENGE_MISSING)
  @IsString({ message: CHALLENGE_MISSING })
  challenge!: string;

  @Field(() => String, { description: 'A six-digit code from the app, or an unused recovery code.' })
  @MaxLength(64, { message: 'That code is not right. Check your authenticator app and try again.' })
  @Required(CODE_REQUIRED)
  @IsString({ message: CODE_REQUIRED })
  code!: string;
}

@InputType()
export class ConfirmTwoFactorInput {
  @Field(() => String, { description: 'The six-digit code the app shows for the new secret.' })
  @MaxLength(64, { message: 'That code is not right. Check your authenticator app and try again.' })
  @Required(CODE_REQUIRED)
  @IsString({ message: CODE_REQUIRED })
  code!: string;

  @Field(() => String, {
    nullable: true,
    description: 'When enrolling at sign-in: the challenge adminSignIn answered (then a session starts).',
  })
  @IsOptional()
  @MaxLength(2000, { message: CHALLENGE_MISSING })
  @IsString({ message: CHALLENGE_MISSING })
  challenge?: string | null;
}

@InputType({ description: 'Your password and a current code (new recovery codes, turning two-factor off).' })
export class TwoFactorPasswordInput {
  @Field(() => String)
  @MaxLength(128, { message: 'Current password is incorrect' })
  @Required('Current password is required')
  @IsString({ message: 'Current password is required' })
  password!: string;

  @Field(() => String)
  @MaxLength(64, { message: 'That code is not right. Check your authenticator app and try again.' })
  @Required(CODE_REQUIRED)
  @IsString({ message: CODE_REQUIRED })
  code!: string;
}

@InputType({ description: 'An invitation: the new admin sets their own password with an e-mailed code.' })
export class InviteAdminInput {
  @Field(() => String)
  @PersonName()
  name!: string;

  @Field(() => String)
  @AccountEmail()
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional; the legacy form sends it.' })
  @ValidateIf((o: InviteAdminInput) => !!o.mobileNumber)
  @Matches(/^\d{10}$/, { message: 'Invalid mobile number' })
  @IsString({ message: 'Invalid mobile number' })
  mobileNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional; the legacy form sends it.' })
  @ValidateIf((o: InviteAdminInput) => !!o.address)
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  @IsString({ message: 'Address is required' })
  address?: string | null;
}

@InputType({ description: 'The invited admin sets their password with the e-mailed code.' })
export class AcceptAdminInviteInput {
  @Field(() => String)
  @AccountEmail()
  email!: string;

  @Field(() => String)
  @Matches(/^\d{6}$/, { message: 'Please enter a 6-digit OTP' })
  @IsString({ message: 'Please enter a 6-digit OTP' })
  otp!: string;

  @Field(() => String)
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @Required('Password is required')
  @IsString({ message: 'Password is required' })
  password!: string;

  @Field(() => String)
  @EqualsProperty('password', 'Passwords do not match')
  confirmPassword!: string;
}
