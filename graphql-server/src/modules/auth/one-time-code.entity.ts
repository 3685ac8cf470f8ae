import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export interface RegistrationPayload {
  name: string;
  mobileNumber: string;
  address: string;
  passwordHash: string;
}

export enum CodePurpose {
  Register = 'register',
  Reset = 'reset',
  AdminInvite = 'admin-invite',
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

  /** For registration codes: the details (with the password hash) this code confirms. */
  @Property({ type: 'json', nullable: true, hidden: true })
  payload?: RegistrationPayload | null;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  consumedAt?: Date | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
