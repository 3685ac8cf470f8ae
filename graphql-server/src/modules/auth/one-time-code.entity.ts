import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export interface RegistrationPayload {
  name: string;
  mobileNumber: string;
  address: string;
  passwordHash: string;
  /** The client address that registered (a resend from there re-uses these details, from elsewhere none). */
  client?: string;
}

/** For e-mail change codes: whose login e-mail the code (sent to the new address) changes. */
export interface EmailChangePayload {
  userId: string;
}

/** A registration code's payload (not an e-mail change's). */
export function registrationPayload(
  p: RegistrationPayload | EmailChangePayload | null | undefined,
): RegistrationPayload | null {
  return p && 'passwordHash' in p ? p : null;
}

export enum CodePurpose {
  Register = 'register',
  Reset = 'reset',
  EmailChange = 'email_change',
  AdminInvite = 'admin-invite',
  Erase = 'erase',
}

/** An e-mailed six-digit code, stored only as a keyed hash; single use, purpose-bound, expiring. */
@Entity({ tableName: 'one_time_codes' })
export class OneTimeCode {
  [OptionalProps]?: 'attempts' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text', index: true })
  email!: string;

  @Enum({ items: () => CodePurpose, type: 'text' })
  purpose!: CodePurpose;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'integer' })
  attempts = 0;

  /** What this code confirms: a registration's details (with the password hash), or an e-mail change's account. */
  @Property({ type: 'json', nullable: true, hidden: true })
  payload?: RegistrationPayload | EmailChangePayload | null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  consumedAt?: Date | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
