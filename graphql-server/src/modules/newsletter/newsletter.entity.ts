import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One newsletter address, stored lower-cased (unique); offers go only once it is confirmed. */
@Entity({ tableName: 'newsletter_subscriptions' })
export class NewsletterSubscription {
  [OptionalProps]?: 'createdAt' | 'confirmedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the mailed link was opened (double opt-in), or the profile's switch turned on; null: pending. */
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;
}
