import { useEffect, useRef, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import type { ChatMessage } from './chat-state';
import { ChatText } from './messages';
import type { TypingState } from './use-conversation';

export interface ChatThreadProps {
  messages: ChatMessage[];
  /** Which side is "me" (styled apart). */
  mySide: 'CUSTOMER' | 'ADMIN';
  /** Shown first, before the server's messages (the shopper's local welcome). */
  lead?: ReactNode;
  typing: TypingState | null;
  /** Under a prompt that waits for an answer (the shopper's answer buttons). */
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
    <div className="chat-thread">
      <ol className="chat-thread__list" aria-label={label}>
        {lead}
        {messages.map((m) => {
          const side = m.role === 'SYSTEM' ? 'system' : m.role === mySide ? 'mine' : 'theirs';
          return (
            <li
              key={m.id}
              className={`chat-msg chat-msg--${side}`}
              data-testid="chat-message"
              data-seq={m.seq}
            >
              <span className="chat-msg__author">{author(m, mySide)}</span>
              <p className="chat-msg__text">{m.content}</p>
              {m.kind === 'PROMPT' && m.answer && (
                <p className="chat-msg__answer">
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
              {m.awaitingAnswer && renderPromptActions?.(m)}
              <time className="chat-msg__time" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt)}
                {side === 'mine' && m.isRead ? ' · Read' : ''}
              </time>
            </li>
          );
        })}
      </ol>
      {typing && (
        <p className="chat-thread__typing" data-testid="chat-typing">
          {typing.role === 'ADMIN' ? ChatText.supportTeam : typing.name || 'Customer'} is typing…
        </p>
      )}
      <div ref={end} />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce ? `New message from ${author(announce, mySide)}: ${announce.content}` : ''}
      </div>
    </div>
  );
}
