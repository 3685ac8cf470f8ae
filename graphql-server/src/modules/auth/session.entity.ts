import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * A server-side login session. Access tokens name it (`sid`) and its generation (`gen`);
 * refresh renews it and bumps the generation; logout and password changes revoke it.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'generation' | 'createdAt' | 'refreshedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'integer' })
  generation = 1;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  refreshedAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;
}
