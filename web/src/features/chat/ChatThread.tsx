import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../components/ui/cx';
import { formatDateTime } from '../../lib/dates';
import type { ChatMessage } from './chat-state';
import { ChatText } from './messages';
import type { TypingState } from './use-conversation';
import styles from './ChatThread.module.css';
import { layout } from '../../components/ui';

export interface ChatThreadProps {
  messages: ChatMessage[];
  /** Which side is "me" (styled apart). */
  mySide: 'CUSTOMER' | 'ADMIN';
  /** Shown first, before the server's messages (the shopper's local welcome). */
  lead?: { author: string; text: string; testId: string };
  /** Shows "Loading messages…" under the thread while there is nothing yet. */
  loading?: boolean;
  typing: TypingState | null;
  /** Under a prompt that waits for an answer (the shopper's answer buttons, grouped as "Your answer"). */
  renderPromptActions?: (m: ChatMessage) => ReactNode;
  /** The latest message from the other side, announced politely. */
  announce: ChatMessage | null;
  label: string;
}

function author(m: ChatMessage, mySide: string): string {
  if (m.role === 'SYSTEM') return ChatText.supportTeam;
  if (m.role === mySide) return 'You';
  if (m.role === 'ADMIN') return ChatText.supportTeam;
  return m.sender?.name || 'Customer';
}

/** A conversation: text only (React escapes it; never HTML), local times, my side and theirs styled apart. */
export function ChatThread({
  messages,
  mySide,
  lead,
  loading,
  typing,
  renderPromptActions,
  announce,
  label,
}: ChatThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, typing]);

  return (
    <>
      <div className={styles.thread}>
        <ol className={cx(layout.stack, layout.plainList)} aria-label={label}>
          {lead && (
            <li className={styles.msg} data-testid={lead.testId}>
              <span className={styles.author}>{lead.author}</span>
              <p className={styles.text}>{lead.text}</p>
            </li>
          )}
          {messages.map((m) => {
            const side = m.role === 'SYSTEM' ? 'system' : m.role === mySide ? 'mine' : 'theirs';
            return (
              <li
                key={m.id}
                className={cx(styles.msg, side === 'mine' && styles.mine, side === 'system' && styles.system)}
                data-testid="chat-message"
                data-seq={m.seq}
              >
                <span className={styles.author}>{author(m, mySide)}</span>
                <p className={styles.text}>{m.content}</p>
                {m.kind === 'PROMPT' && m.answer && (
                  <p className={styles.answer}>
                    Answered:{' '}
                    {m.answer === 'THUMBS_UP'
                      ? '👍'
                      : m.answer === 'THUMBS_DOWN'
                        ? '👎'
                        : m.answer === 'YES'
                          ? 'Yes'
                          : 'No'}
                  </p>
                )}
                {m.awaitingAnswer && renderPromptActions && (
                  <div className={styles.choices} role="group" aria-label="Your answer">
                    {renderPromptActions(m)}
                  </div>
                )}
                <time className={styles.time} dateTime={m.createdAt}>
                  {formatDateTime(m.createdAt)}
                  {side === 'mine' && m.isRead ? ' · Read' : ''}
                </time>
              </li>
            );
          })}
        </ol>
        {typing && (
          <p className={styles.typing} data-testid="chat-typing">
            {typing.role === 'ADMIN' ? ChatText.supportTeam : typing.name || 'Customer'} is typing…
          </p>
        )}
        <div ref={end} />
        <div className={layout.visuallyHidden} aria-live="polite" aria-atomic="true">
          {announce ? `New message from ${author(announce, mySide)}: ${announce.content}` : ''}
        </div>
      </div>
      {loading && messages.length === 0 && <p className={styles.loading}>Loading messages…</p>}
    </>
  );
}
