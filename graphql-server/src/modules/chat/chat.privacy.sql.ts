import type { EntityManager } from '@mikro-orm/postgresql';

/** The shopper's support conversation (their messages and the shop's), for their data export. */
export function exportChat(em: EntityManager, userId: string) {
  return em.execute(
    `select m.seq, m.sender_role as "senderRole", m.kind, m.content, m.prompt_type as "promptType",
            m.answer, m.answered_at as "answeredAt", m.read_at as "readAt", m.created_at as "createdAt"
       from chat_messages m join chat_conversations c on c.id = m.conversation_id
      where c.shopper_id = ? order by m.seq`,
    [userId],
  );
}

/**
 * Erasure: the shopper's conversation and its messages go (their text is personal whoever wrote
 * it); a message they sent elsewhere keeps no text.
 */
export async function forgetChat(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute(
    'delete from chat_messages where conversation_id in (select id from chat_conversations where shopper_id = ?)',
    [userId],
  );
  await tx.execute('delete from chat_conversations where shopper_id = ?', [userId]);
  await tx.execute(`update chat_messages set content = '', sender_id = null where sender_id = ?`, [userId]);
}
