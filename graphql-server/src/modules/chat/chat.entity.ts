import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type ChatSenderRole = 'customer' | 'admin' | 'system';
export type ChatKind = 'text' | 'prompt' | 'prompt_answer' | 'system';
export type ChatPromptKind = 'helpful' | 'solved';
export type ChatAnswer = 'thumbs_up' | 'thumbs_down' | 'yes' | 'no';

/**
 * One support conversation per shopper. `lastSeq` is the sequence number of its latest message;
 * the send transaction bumps it with `update ... returning`, which holds the row lock until commit,
 * so sequence numbers are gap-free and commit in order.
 */
@Entity({ tableName: 'chat_conversations' })
export class ChatConversation {
  [OptionalProps]?: 'lastSeq' | 'lastMessageAt' | 'lastEmailedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid', unique: true }) shopperId!: string;
  @Property({ type: 'integer' }) lastSeq = 0;
  @Property({ type: 'timestamptz', nullable: true }) lastMessageAt: Date | null = null;
  /** When the shopper was last mailed that support answered (at most one mail per 15 minutes). */
  @Property({ type: 'timestamptz', nullable: true }) lastEmailedAt: Date | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

/** A chat message. Text only: `content` is stored and shown as text, never as HTML. */
@Entity({ tableName: 'chat_messages' })
export class ChatMessage {
  [OptionalProps]?:
    | 'senderId'
    | 'promptType'
    | 'answer'
    | 'answeredAt'
    | 'replyToId'
    | 'clientMessageId'
    | 'readAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) conversationId!: string;
  @Property({ type: 'integer' }) seq!: number;
  @Property({ type: 'uuid', nullable: true }) senderId: string | null = null;
  @Property({ type: 'text' }) senderRole!: ChatSenderRole;
  @Property({ type: 'text' }) kind!: ChatKind;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'text', nullable: true }) promptType: ChatPromptKind | null = null;
  @Property({ type: 'text', nullable: true }) answer: ChatAnswer | null = null;
  @Property({ type: 'timestamptz', nullable: true }) answeredAt: Date | null = null;
  @Property({ type: 'uuid', nullable: true }) replyToId: string | null = null;
  /** The sender's own id for the message: a retried send with the same id is the same message. */
  @Property({ type: 'text', nullable: true }) clientMessageId: string | null = null;
  @Property({ type: 'timestamptz', nullable: true }) readAt: Date | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
