import { IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN, Required } from '../../common/validation.js';

/**
 * The account's fields, one rule set each, shared by every input that carries them (registration,
 * profile, e-mail change, admin invitations), so their limits and the specs' messages cannot drift
 * apart. Rules are listed as class-validator checks them (with `stopAtFirstError`): type, presence,
 * then format and length.
 */
type Check = (target: object, property: string) => void;

function rules(...checks: Check[]): Check {
  // Stacked decorators are applied bottom-up and checked in that order; apply them the same way.
  return (target, property) => {
    for (const check of checks) check(target, property);
  };
}

/** A person's name: required, at most 100 characters. */
export const PersonName = () =>
  rules(
    IsString({ message: 'Name is required' }),
    Required('Name is required'),
    MaxLength(100, { message: 'Name must be at most 100 characters' }),
  );

/** A login e-mail: required, the shop's e-mail pattern, at most 254 characters (RFC 5321). */
export const AccountEmail = () =>
  rules(
    IsString({ message: 'Email is required' }),
    Required('Email is required'),
    Matches(EMAIL_PATTERN, { message: 'Invalid email format' }),
    MaxLength(254, { message: 'Invalid email format' }),
  );

/** A postal address as one text: required, at most 500 characters. */
export const PostalAddress = () =>
  rules(
    IsString({ message: 'Address is required' }),
    Required('Address is required'),
    MaxLength(500, { message: 'Address must be at most 500 characters' }),
  );
