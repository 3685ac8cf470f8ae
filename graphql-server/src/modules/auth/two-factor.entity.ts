import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An admin's two-factor sign-in: the TOTP secret sealed with AES-256-GCM (`common/sealed.ts`),
 * the secret of an enrolment not yet confirmed, the last time step used (a code is never accepted
 * twice), and the unused recovery codes as keyed hashes.
 */
@Entity({ tableName: 'admin_two_factor' })
export class AdminTwoFactor {
  [OptionalProps]?:
    | 'secretSealed'
    | 'pendingSecretSealed'
    | 'enabledAt'
    | 'lastTimeStep'
    | 'recoveryCodeHashes'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text', nullable: true })
  secretSealed: string | null = null;

  @Property({ type: 'text', nullable: true })
  pendingSecretSealed: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  lastTimeStep: number | null = null;

  @Property({ type: 'json', defaultRaw: `'[]'` })
  recoveryCodeHashes: string[] = [];

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** The one row (id 1) of the shop's admin security policy. */
@Entity({ tableName: 'admin_security_policy' })
export class AdminSecurityPolicy {
  [OptionalProps]?: 'requireTwoFactor' | 'updatedAt';

  @PrimaryKey({ type: 'smallint' })
  id: number = 1;

  @Property({ type: 'boolean' })
  requireTwoFactor = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
