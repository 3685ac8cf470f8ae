import { Migration } from '@mikro-orm/migrations';

/**
 * Support chat: one conversation per shopper, messages numbered per conversation by the
 * database (`last_seq` is bumped under the conversation's row lock in the send transaction).
 */
export class Migration20261122000300_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table chat_conversations (
        id uuid primary key default gen_random_uuid(),
        shopper_id uuid not null references users (id) on delete cascade,
        last_seq integer not null default 0 check (last_seq >= 0),
        last_message_at timestamptz null,
        last_emailed_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint chat_conversations_shopper_unique unique (shopper_id)
      );`);
    this.addSql(`
      create table chat_messages (
        id uuid primary key default gen_random_uuid(),
        conversation_id uuid not null references chat_conversations (id) on delete cascade,
        seq integer not null check (seq > 0),
        sender_id uuid null references users (id) on delete set null,
        sender_role text not null check (sender_role in ('customer', 'admin', 'system')),
        kind text not null check (kind in ('text', 'prompt', 'prompt_answer', 'system')),
        content text not null check (length(content) between 1 and 2000),
        prompt_type text null check (prompt_type in ('helpful', 'solved')),
        answer text null check (answer in ('thumbs_up', 'thumbs_down', 'yes', 'no')),
        answered_at timestamptz null,
        reply_to_id uuid null references chat_messages (id) on delete cascade,
        client_message_id text null,
        read_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint chat_messages_seq_unique unique (conversation_id, seq),
        constraint chat_messages_client_id_unique unique (sender_id, client_message_id),
        constraint chat_messages_prompt_shape check ((kind = 'prompt') = (prompt_type is not null)),
        constraint chat_messages_answer_on_prompt check (answer is null or kind = 'prompt')
      );`);
    // One answer per prompt, whatever races.
    this.addSql(
      `create unique index chat_messages_one_answer on chat_messages (reply_to_id) where kind = 'prompt_answer';`,
    );
    // Unread counts: the counterpart's unread messages of a conversation.
    this.addSql(
      `create index chat_messages_unread on chat_messages (conversation_id, sender_role) where read_at is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists chat_messages;');
    this.addSql('drop table if exists chat_conversations;');
  }
}
