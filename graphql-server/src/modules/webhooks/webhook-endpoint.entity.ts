import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A receiver of one webhook event type: its URL, the GraphQL subscription document that shapes the
 * payload, its signing secret (sealed with the settings key, `common/sealed.ts`; the previous one
 * kept 24 hours after a rotation) and who owns it: an admin or an API key, whose permissions the
 * document runs with.
 */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?:
    | 'paused'
    | 'disabledAt'
    | 'previousSecretSealed'
    | 'previousSecretUntil'
    | 'ownerUserId'
    | 'ownerApiKeyId'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) url!: string;
  @Property({ type: 'text' }) document!: string;
  /** the document's root field: the event it receives */
  @Property({ type: 'text' }) eventType!: string;
  @Property({ type: 'text', hidden: true }) secretSealed!: string;
  @Property({ type: 'text', nullable: true, hidden: true }) previousSecretSealed: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) previousSecretUntil: Date | null = null;
  @Property({ type: 'boolean' }) paused = false;
  /** set when deliveries kept failing past the retry window; an admin enables it again */
  @Property({ type: 'timestamptz', nullable: true }) disabledAt: Date | null = null;
  @Property({ type: 'uuid', nullable: true }) ownerUserId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) ownerApiKeyId: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
