import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PromoType } from '../pricing/index.js';

/** A promo code: `code` upper-case and unique; `value` is a whole percent or paise. */
@Entity({ tableName: 'promo_codes' })
export class PromoCode {
  [OptionalProps]?: 'active' | 'createdAt' | 'expiresAt' | 'usageLimit' | 'usedCount';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  type!: PromoType;

  @Property({ type: 'integer' })
  value!: number;

  @Property({ type: 'text' })
  label!: string;

  @Property({ type: 'boolean' })
  active = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** After this instant the code is refused (null: never expires). */
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  /** Orders that may use the code in total (null: no limit); `usedCount` counts them. */
  @Property({ type: 'integer', nullable: true })
  usageLimit: number | null = null;

  @Property({ type: 'integer' })
  usedCount = 0;
}
