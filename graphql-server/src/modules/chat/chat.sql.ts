import { runSql, type RowSource } from '../../common/sql.js';
import type { ChatAnswer, ChatKind, ChatPromptKind, ChatSenderRole } from './chat.entity.js';

/**
 * Chat's hand-written statements (common/sql.ts `runSql`: named, prepared, `$n`; on the
 * transaction's connection when given a transaction's manager). Rows come back plain and become
 * views in `chat.views.ts`.
 *
 * Still reading auth's `users` (to move: needs a read model of accounts from auth's face): the
 * sender's name, e-mail and role in message views, the shopper's in inbox lines, admins' own
 * conversations left out of the inbox, and the insert's check that an admin writes to a shopper.
 */

export type Row = Record<string, unknown>;

const MESSAGE_COLUMNS = `
  m.id, m.seq, m.sender_id, m.sender_role, m.kind, m.content, m.prompt_type, m.answer, m.reply_to_id,
  m.client_message_id, m.read_at, m.created_at, c.shopper_id,
  u.name as sender_name, u.email as sender_email, u.role as sender_user_role`;
const MESSAGE_FROM = `
  chat_messages m
  join chat_conversations c on c.id = m.conversation_id
  left join users u on u.id = m.sender_id`;

/** A conversation's latest message as `lm_*` columns (`c` is the conversation). */
const LAST_MESSAGE = `
  left join lateral (
    select m.id as lm_id, m.seq as lm_seq, m.sender_id as lm_sender_id, m.sender_role as lm_sender_role,
      m.kind as lm_kind, m.content as lm_content, m.prompt_type as lm_prompt_type, m.answer as lm_answer,
      m.reply_to_id as lm_reply_to_id, m.client_message_id as lm_client_message_id,
      m.read_at as lm_read_at, m.created_at as lm_created_at,
      su.name as lm_sender_name, su.email as lm_sender_email, su.role as lm_sender_user_role
    from chat_messages m left join users su on su.id = m.sender_id
    where m.conversation_id = c.id order by m.seq desc limit 1
  ) lm on true`;
/** An inbox line's counts (`c` is the conversation): the shopper's unread, prompts answered, helpful. */
const LINE_COUNTS = `
  (select count(*) from chat_messages x where x.conversation_id = c.id
     and x.sender_role = 'customer' and x.read_at is null)::int as unread,
  (select count(*) from chat_messages x where x.conversation_id = c.id
     and x.kind = 'prompt' and x.answer is not null)::int as answered,
  (select count(*) from chat_messages x where x.conversation_id = c.id
     and x.kind = 'prompt' and x.answer in ('thumbs_up', 'yes'))::int as helpful`;
/** The shopper's (`$1`) unread support messages. */
const SHOPPER_UNREAD = `
  select count(*) from chat_messages m join chat_conversations c on c.id = m.conversation_id
  where c.shopper_id = $1 and m.sender_role = 'admin' and m.read_at is null`;
const INBOX_UNREAD = `
  select count(*) from chat_messages m
  join chat_conversations c on c.id = m.conversation_id
  join users u on u.id = c.shopper_id and u.role <> 'admin'
  where m.sender_role = 'customer' and m.read_at is null`;

// ---------------------------------------------------------------- reads

/** A page of a conversation's messages after sequence `after`, in sequence order. */
export function messagesAfter(
  db: RowSource,
  shopperId: string,
  after: number,
  limit: number,
): Promise<Row[]> {
  return runSql(
    db,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
     where c.shopper_id = $1 and m.seq > $2 order by m.seq limit $3`,
    [shopperId, after, limit],
  );
}

/** The latest `limit` messages of every shopper conversation, oldest first. */
export function latestMessages(db: RowSource, limit: number): Promise<Row[]> {
  return runSql(
    db,
    `select * from (
       select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
       join users s on s.id = c.shopper_id and s.role <> 'admin'
       order by m.created_at desc, m.seq desc limit $1
     ) latest order by created_at, seq`,
    [limit],
  );
}

/** Messages by id (views of changed messages), in sequence order. */
export function messagesByIds(db: RowSource, ids: readonly string[]): Promise<Row[]> {
  return runSql(
    db,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.id = any($1::uuid[]) order by m.seq`,
    [ids],
  );
}

/** A sender's message with this client id, if any (a retried send). */
export async function messageByClientId(
  db: RowSource,
  senderId: string,
  clientId: string,
): Promise<Row | undefined> {
  const [row] = await runSql<Row>(
    db,
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where m.sender_id = $1 and m.client_message_id = $2`,
    [senderId, clientId],
  );
  return row;
}

export async function shopperUnread(db: RowSource, shopperId: string): Promise<number> {
  const rows = await runSql<Row>(db, `select (${SHOPPER_UNREAD})::int as n`, [shopperId]);
  return Number(rows[0]?.n ?? 0);
}

export async function inboxUnread(db: RowSource): Promise<number> {
  const rows = await runSql<Row>(db, `select (${INBOX_UNREAD})::int as n`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Inbox lines: one per shopper conversation with messages (admins' own never), newest first,
 * with the shopper, the counts and the latest message.
 */
export function inboxLines(db: RowSource): Promise<Row[]> {
  return runSql(
    db,
    `select c.shopper_id, c.last_message_at, u.name, u.email, u.role, ${LINE_COUNTS}, lm.*
     from chat_conversations c
     join users u on u.id = c.shopper_id and u.role <> 'admin'
     ${LAST_MESSAGE}
     where lm.lm_id is not null
     order by c.last_message_at desc nulls last, c.shopper_id`,
  );
}

const PUBLISHED_LINE = `
  select u.id as shopper_id, u.name, u.email, u.role, c.last_message_at, ${LINE_COUNTS}, lm.*,
    (${SHOPPER_UNREAD})::int as shopper_unread,
    (${INBOX_UNREAD})::int as total_unread
  from users u
  left join chat_conversations c on c.shopper_id = u.id
  ${LAST_MESSAGE}
  where u.id = $1`;

/**
 * What every publish reads, in one statement: the shopper's unread count, the inbox line (or its
 * removal) and the inbox total. It runs after every message.
 */
export async function publishedLine(db: RowSource, shopperId: string): Promise<Row | undefined> {
  const [row] = await runSql<Row>(db, PUBLISHED_LINE, [shopperId]);
  return row;
}

/** A prompt with its type, answer and conversation's shopper. */
export async function promptById(db: RowSource, messageId: string): Promise<Row | undefined> {
  const [row] = await runSql<Row>(
    db,
    `select m.id, m.prompt_type, m.answer, c.shopper_id from chat_messages m
     join chat_conversations c on c.id = m.conversation_id where m.id = $1 and m.kind = 'prompt'`,
    [messageId],
  );
  return row;
}

// ---------------------------------------------------------------- writes

export interface NewMessageRow {
  shopperId: string;
  senderId: string | null;
  senderRole: ChatSenderRole;
  kind: ChatKind;
  content: string;
  promptType?: ChatPromptKind | null;
  replyToId?: string | null;
  clientMessageId?: string | null;
  /** System messages are born read. */
  read?: boolean;
}

/**
 * One statement: creates the conversation or bumps its `last_seq` (the upsert takes the
 * conversation's row lock until commit, so sequence numbers are gap-free and concurrent sends
 * commit one after the other in sequence order), inserts the message and answers its row. With
 * `toShopperOnly`, the conversation must belong to a shopper (no row otherwise).
 */
export async function insertMessage(
  db: RowSource,
  m: NewMessageRow,
  toShopperOnly: boolean,
): Promise<Row | undefined> {
  const [row] = await runSql<Row>(
    db,
    `with conv as (
       insert into chat_conversations as c (shopper_id, last_seq, last_message_at)
       select u.id, 1, now() from users u where u.id = $1::uuid ${toShopperOnly ? `and u.role <> 'admin'` : ''}
       on conflict (shopper_id) do update set last_seq = c.last_seq + 1, last_message_at = now()
       returning c.id, c.last_seq, c.shopper_id
     ), m as (
       insert into chat_messages
         (conversation_id, seq, sender_id, sender_role, kind, content, prompt_type, reply_to_id, client_message_id, read_at)
       select conv.id, conv.last_seq, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::uuid, $8::text,
         ${m.read ? 'now()' : 'null::timestamptz'}
       from conv
       returning *
     )
     select m.id, m.seq, m.sender_id, m.sender_role, m.kind, m.content, m.prompt_type, m.answer, m.reply_to_id,
       m.client_message_id, m.read_at, m.created_at, conv.shopper_id,
       u.name as sender_name, u.email as sender_email, u.role as sender_user_role
     from m join conv on conv.id = m.conversation_id left join users u on u.id = m.sender_id`,
    [
      m.shopperId,
      m.senderId,
      m.senderRole,
      m.kind,
      m.content,
      m.promptType ?? null,
      m.replyToId ?? null,
      m.clientMessageId ?? null,
    ],
  );
  return row;
}

/** Records a prompt's answer, once: false when it was already answered. */
export async function recordAnswer(db: RowSource, messageId: string, answer: ChatAnswer): Promise<boolean> {
  const rows = await runSql(
    db,
    `update chat_messages set answer = $1, answered_at = now() where id = $2 and answer is null returning id`,
    [answer, messageId],
  );
  return rows.length > 0;
}

/**
 * Marks read the unread messages of `senderRole` in a shopper's conversation (only `senderId`'s
 * when given); answers their ids.
 */
export function markReadRows(
  db: RowSource,
  shopperId: string,
  senderRole: 'customer' | 'admin',
  senderId: string | null,
): Promise<{ id: string }[]> {
  return runSql(
    db,
    `update chat_messages m set read_at = now()
     from chat_conversations c
     where c.id = m.conversation_id and c.shopper_id = $1 and m.read_at is null
       and m.sender_role = $2 and ($3::uuid is null or m.sender_id = $3::uuid)
     returning m.id`,
    [shopperId, senderRole, senderId],
  );
}

/** Deletes every message of a shopper's conversation; answers their ids. */
export function deleteConversationMessages(db: RowSource, shopperId: string): Promise<{ id: string }[]> {
  return runSql(
    db,
    `delete from chat_messages m using chat_conversations c
     where c.id = m.conversation_id and c.shopper_id = $1 returning m.id`,
    [shopperId],
  );
}

/**
 * Takes the conversation's "support answered" mail turn when the last one is older than
 * `minutes` (across instances: one statement); false when it is not due.
 */
export async function claimOfflineMail(db: RowSource, shopperId: string, minutes: number): Promise<boolean> {
  const rows = await runSql(
    db,
    `update chat_conversations c set last_emailed_at = now()
     where c.shopper_id = $1
       and (c.last_emailed_at is null or c.last_emailed_at < now() - make_interval(mins => $2::int))
     returning c.id`,
    [shopperId, minutes],
  );
  return rows.length > 0;
}
