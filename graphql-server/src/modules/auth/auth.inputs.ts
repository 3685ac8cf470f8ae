import {
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
  type ValidationArguments,
  registerDecorator,
} from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_PATTERN, Required } from '../../common/validation.js';
import { AccountEmail, PersonName, PostalAddress } from './account-fields.js';

/** Passes when the value equals the sibling property `other`. */
export function EqualsProperty(other: string, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'equalsProperty',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options: { message },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}

const MAX_PASSWORD = 128;
const tooLong = 'Password must be at most 128 characters';

// Decorators run bottom-up: the rule listed last is checked first (with stopAtFirstError).

@InputType()
export class RegisterInput {
  @Field(() => String)
  @PersonName()
  name!: string;

  @Field(() => String)
  @Matches(/^\d{10}$/, { message: 'Mobile number must be 10 digits' })
  @Required('Mobile number is required')
  @IsString({ message: 'Mobile number is required' })
  mobileNumber!: string;

  @Field(() => String)
  @AccountEmail()
  email!: string;

  @Field(() => String)
  @PostalAddress()
  address!: string;

  @Field(() => String)
  @MaxLength(MAX_PASSWORD, { message: tooLong })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @Required('Password is required')
  @IsString({ message: 'Password is required' })
  password!: string;

  @Field(() => String)
  @EqualsProperty('password', 'Passwords do not match')
  confirmPassword!: string;
}

@InputType()
export class RegisterAdminInput extends RegisterInput {
  @Field(() => String)
  @Matches(/^\d{10}$/, { message: 'Invalid mobile number' })
  @Required('Mobile number is required')
  @IsString({ message: 'Mobile number is required' })
  declare mobileNumber: string;
}

@InputType()
export class VerifyCodeInput {
  @Field(() => String)
  @Matches(EMAIL_PATTERN, { message: 'Please enter a valid email address.' })
  @IsString({ message: 'Email is missing. Please start the reset process again.' })
  email!: string;

  @Field(() => String)
  @Matches(/^\d{6}$/, { message: 'Please enter a 6-digit OTP' })
  @IsString({ message: 'Please enter a 6-digit OTP' })
  otp!: string;
}

@InputType()
export class EmailInput {
  @Field(() => String)
  @Matches(EMAIL_PATTERN, { message: 'Please enter a valid email address.' })
  @IsString({ message: 'Please enter a valid email address.' })
  email!: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @Matches(EMAIL_PATTERN, { message: 'Please enter a valid email address.' })
  @IsString({ message: 'Please enter a valid email address.' })
  email!: string;

  @Field(() => String)
  @MaxLength(MAX_PASSWORD, { message: tooLong })
  @MinLength(6, { message: 'Password must be at least 6 characters long.' })
  @IsString({ message: 'Password must be at least 6 characters long.' })
  password!: string;
}

@InputType()
export class VerifyResetCodeInput {
  @Field(() => String)
  @Matches(EMAIL_PATTERN, { message: 'Email is missing. Please start the reset process again.' })
  @Required('Email is missing. Please start the reset process again.')
  @IsString({ message: 'Email is missing. Please start the reset process again.' })
  email!: string;

  @Field(() => String)
  @Matches(/^\d{6}$/, { message: 'Please enter a 6-digit OTP' })
  @Required('Please enter the OTP.')
  @IsString({ message: 'Please enter the OTP.' })
  otp!: string;
}

@InputType()
export class ResetPasswordInput extends VerifyResetCodeInput {
  @Field(() => String)
  @MaxLength(MAX_PASSWORD, { message: tooLong })
  @MinLength(8, { message: 'Password must be at least 8 characters long.' })
  @IsString({ message: 'Password must be at least 8 characters long.' })
  newPassword!: string;

  @Field(() => String)
  @EqualsProperty('newPassword', 'Passwords do not match.')
  confirmNewPassword!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String)
  @PersonName()
  name!: string;

  @Field(() => String)
  @AccountEmail()
  email!: string;

  @Field(() => String)
  @Matches(/^\d{10,12}$/, { message: 'Mobile number must be 10-12 digits' })
  @Required('Mobile number is required')
  @IsString({ message: 'Mobile number is required' })
  mobileNumber!: string;

  @Field(() => String)
  @PostalAddress()
  address!: string;

  /** Needed only when `email` differs from the login e-mail: a change is proven by password and code. */
  @Field(() => String, {
    nullable: true,
    description: 'The current password; required when the e-mail changes.',
  })
  @ValidateIf((o: UpdateProfileInput) => o.currentPassword !== undefined && o.currentPassword !== null)
  @MaxLength(MAX_PASSWORD, { message: tooLong })
  @IsString({ message: 'Current password is required' })
  currentPassword?: string | null;
}

@InputType()
export class ConfirmEmailChangeInput {
  @Field(() => String, { description: 'The new e-mail address the code was sent to.' })
  @AccountEmail()
  email!: string;

  @Field(() => String)
  @Matches(/^\d{6}$/, { message: 'Please enter a 6-digit OTP' })
  @Required('Please enter the OTP.')
  @IsString({ message: 'Please enter the OTP.' })
  otp!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @Required('Current password is required')
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;

  @Field(() => String)
  @MaxLength(MAX_PASSWORD, { message: tooLong })
  @MinLength(8, { message: 'New password must be at least 8 characters long' })
  @IsString({ message: 'New password is required' })
  newPassword!: string;

  /** Optional for the admin call, which sends only current and new. */
  @Field(() => String, { nullable: true })
  @ValidateIf((o: ChangePasswordInput) => o.confirmNewPassword !== undefined && o.confirmNewPassword !== null)
  @EqualsProperty('newPassword', 'New passwords do not match')
  confirmNewPassword?: string | null;
}
