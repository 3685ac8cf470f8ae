import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  LoadingState,
  Tabs,
} from '../../components/ui';
import type { ChatInboxQuery as InboxData, ChatSummaryFieldsFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-errors';
import { newClientMessageId } from './chat-state';
import { ChatThread } from './ChatThread';
import { ChatText } from './messages';
import {
  AdminFeedbacksQuery,
  ChatInboxChangedSubscription,
  ChatInboxQuery,
  ClearChatMutation,
  MarkChatReadMutation,
  ReplyToChatMutation,
  SendChatPromptMutation,
} from './operations';
import { useConversation } from './use-conversation';
import { useOnReconnect, useSocketStatus } from './use-socket-status';
import { useTypingSignal } from './use-typing-signal';
import './chat.css';

type Summary = ChatSummaryFieldsFragment;

/** The dashboard's Chat Support tab: Chats (default) and Feedback. */
export function AdminChatTab() {
  const [tab, setTab] = useState('chats');
  return (
    <Tabs
      label="Chat Support"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'chats', label: 'Chats', panel: <AdminChats /> },
        { id: 'feedback', label: 'Feedback', panel: <FeedbackList /> },
      ]}
    />
  );
}

function percent(rate: number | null | undefined): string {
  return rate == null ? '—' : `${Math.round(rate * 100)}%`;
}

/** Inserts or replaces a line, drops removed ones, newest activity first. */
function applySummary(lines: readonly Summary[], s: Summary): Summary[] {
  const rest = lines.filter((l) => l.userId !== s.userId);
  if (s.removed) return rest;
  return [s, ...rest].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

function AdminChats() {
  const client = useApolloClient();
  const inbox = useQuery(ChatInboxQuery, { fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<string | null>(null);
  const socket = useSocketStatus();
  const inboxRef = useRef(inbox.data);
  useEffect(() => {
    inboxRef.current = inbox.data;
  });

  useSubscription(ChatInboxChangedSubscription, {
    onData: ({ data }) => {
      const s = data.data?.chatInboxChanged;
      if (!s) return;
      // The overall figures come from the server: refetch them when a line's answers changed.
      const before = inboxRef.current?.chatInbox.conversations.find((l) => l.userId === s.userId);
      if (s.removed || (before?.promptsAnswered ?? 0) !== s.promptsAnswered)
        void inbox.refetch().catch(() => undefined);
      client.cache.updateQuery({ query: ChatInboxQuery }, (prev: InboxData | null) =>
        prev
          ? {
              ...prev,
              chatInbox: { ...prev.chatInbox, conversations: applySummary(prev.chatInbox.conversations, s) },
            }
          : prev,
      );
    },
  });
  useOnReconnect(() => void inbox.refetch().catch(() => undefined));

  const lines = inbox.data?.chatInbox.conversations ?? [];
  const current = lines.find((l) => l.userId === selected) ?? null;
  const totals = inbox.data?.chatInbox;

  if (inbox.loading && !inbox.data) return <LoadingState label="Loading chats..." />;
  if (inbox.error && !inbox.data)
    return (
      <Alert variant="error">
        {errorMessage(inbox.error, ChatText.fetchChatsFailed)}{' '}
        <Button variant="ghost" size="sm" onClick={() => void inbox.refetch()}>
          Retry
        </Button>
      </Alert>
    );

  return (
    <div className="admin-chat" data-selected={selected ? 'yes' : 'no'}>
      {socket === 'reconnecting' && (
        <p className="chat-reconnecting admin-chat__banner" role="status">
          {ChatText.reconnecting}
        </p>
      )}
      <section className="admin-chat__users" aria-labelledby="chat-users-heading">
        <h2 id="chat-users-heading" className="admin-chat__heading">
          Users
        </h2>
        {totals && totals.promptsAnswered > 0 && (
          <p className="admin-chat__rate" data-testid="chat-helpfulness">
            Helpful answers: {percent(totals.helpfulnessRate)} ({totals.helpfulAnswers} of{' '}
            {totals.promptsAnswered})
          </p>
        )}
        {lines.length === 0 ? (
          <p className="admin-chat__empty">{ChatText.noUsers}</p>
        ) : (
          <ul className="admin-chat__list">
            {lines.map((l) => (
              <li key={l.userId}>
                <button
                  type="button"
                  className="admin-chat__user"
                  aria-current={l.userId === selected ? 'true' : undefined}
                  onClick={() => setSelected(l.userId)}
                  data-testid="chat-user"
                >
                  <span className="admin-chat__user-top">
                    <span className="admin-chat__name">{l.user.name || l.user.email}</span>
                    {l.unreadCount > 0 && <span className="visually-hidden">, {l.unreadCount} unread</span>}
                    <Badge count={l.unreadCount} data-testid="chat-user-unread" />
                  </span>
                  <span className="admin-chat__last">{l.lastMessage?.content ?? ''}</span>
                  <span className="admin-chat__meta">
                    <time dateTime={l.lastActivityAt}>{formatDateTime(l.lastActivityAt)}</time>
                    {l.promptsAnswered > 0 && <> · Helpful {percent(l.helpfulnessRate)}</>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-chat__area" aria-labelledby="chat-area-heading">
        <h2 id="chat-area-heading" className="admin-chat__heading">
          Customer Support Chats
        </h2>
        {current ? (
          <AdminConversation
            key={current.userId}
            summary={current}
            prompts={inbox.data?.chatPrompts ?? []}
            onBack={() => setSelected(null)}
          />
        ) : selected ? (
          <AdminConversation
            key={selected}
            summary={null}
            userId={selected}
            prompts={inbox.data?.chatPrompts ?? []}
            onBack={() => setSelected(null)}
          />
        ) : (
          <EmptyState icon="chat" title={ChatText.selectUser} />
        )}
      </section>
    </div>
  );
}

function AdminConversation({
  summary,
  userId: fallbackId,
  prompts,
  onBack,
}: {
  summary: Summary | null;
  userId?: string;
  prompts: string[];
  onBack: () => void;
}) {
  const userId = summary?.userId ?? fallbackId ?? null;
  const conv = useConversation(userId, { mySide: 'ADMIN', skip: !userId });
  const [reply, replying] = useMutation(ReplyToChatMutation);
  const [sendPrompt, prompting] = useMutation(SendChatPromptMutation);
  const [markRead] = useMutation(MarkChatReadMutation);
  const [clear, clearing] = useMutation(ClearChatMutation);
  const typing = useTypingSignal(userId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  // Viewing a conversation marks the shopper's messages read (on open and as new ones arrive).
  const unread = conv.messages.some((m) => m.role === 'CUSTOMER' && !m.isRead);
  useEffect(() => {
    if (!userId || !unread) return;
    markRead({ variables: { userId } }).catch((err: unknown) =>
      setError(ChatText.markReadFailed(errorMessage(err, 'Failed to mark messages as read'))),
    );
  }, [userId, unread, markRead]);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [menuOpen]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const content = text.trim();
    if (!content || !userId) {
      setError(ChatText.replyEmpty);
      return;
    }
    setError(null);
    try {
      const res = await reply({
        variables: { input: { userId, content, clientMessageId: newClientMessageId() } },
      });
      if (res.data) conv.add(res.data.replyToChat);
      setText('');
      typing.stop();
    } catch (err) {
      setError(ChatText.replyFailed(errorMessage(err, 'Failed to send reply')));
    }
  }

  async function prompt(p: string) {
    setMenuOpen(false);
    if (!userId) {
      setError(ChatText.selectUserFirst);
      return;
    }
    setError(null);
    try {
      const res = await sendPrompt({
        variables: { input: { userId, prompt: p, clientMessageId: newClientMessageId() } },
      });
      if (res.data) conv.add(res.data.sendChatPrompt);
    } catch (err) {
      setError(ChatText.promptFailed(errorMessage(err, 'Failed to send prompt')));
    }
  }

  async function doClear() {
    if (!userId) {
      setError(ChatText.selectUserFirst);
      return;
    }
    try {
      await clear({ variables: { userId } });
      setConfirmClear(false);
      conv.reload();
    } catch (err) {
      setConfirmClear(false);
      setError(ChatText.clearFailed(errorMessage(err, 'Failed to clear user chat')));
    }
  }

  const name = summary?.user.name || summary?.user.email || 'this customer';
  return (
    <div className="admin-chat__conversation" data-testid="admin-conversation">
      <header className="admin-chat__conv-header">
        <Button variant="ghost" size="sm" className="admin-chat__back" onClick={onBack}>
          ← Users
        </Button>
        <div className="admin-chat__who">
          <strong>{summary?.user.name ?? 'Customer'}</strong>
          {summary && <span className="admin-chat__email">{summary.user.email}</span>}
        </div>
        <Button
          variant="danger"
          size="sm"
          onClick={() => setConfirmClear(true)}
          disabled={conv.messages.length === 0}
        >
          <Icon name="trash" size={16} /> Clear Chat
        </Button>
      </header>
      {conv.error && <Alert variant="error">{ChatText.fetchChatsFailed}</Alert>}
      <ChatThread
        label={`Messages with ${name}`}
        messages={conv.messages}
        mySide="ADMIN"
        typing={conv.typing}
        announce={conv.lastIncoming}
      />
      {conv.loading && conv.messages.length === 0 && (
        <p className="chat-thread__loading">Loading messages…</p>
      )}
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)} data-testid="admin-chat-error">
          {error}
        </Alert>
      )}
      <form className="chat-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="chat-prompts" ref={menuRef}>
          <button
            type="button"
            className="chat-prompts__toggle"
            aria-haspopup="true"
            aria-expanded={menuOpen}
            aria-controls="chat-prompt-menu"
            onClick={() => setMenuOpen((o) => !o)}
            onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
            disabled={prompting.loading}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Send a prompt</span>
          </button>
          {menuOpen && (
            <ul
              id="chat-prompt-menu"
              className="chat-prompts__menu"
              aria-label="Prompts"
              onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
            >
              {prompts.map((p) => (
                <li key={p}>
                  <button type="button" className="chat-prompts__item" onClick={() => void prompt(p)}>
                    {p}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <label htmlFor="admin-chat-input" className="visually-hidden">
          Reply
        </label>
        <input
          id="admin-chat-input"
          className="chat-form__input"
          placeholder="Type your reply..."
          maxLength={2000}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) typing.keystroke();
          }}
        />
        <Button
          type="submit"
          loading={replying.loading}
          loadingText="Sending..."
          disabled={!text.trim() || replying.loading}
        >
          Send
        </Button>
      </form>
      <ConfirmDialog
        open={confirmClear}
        title="Clear Chat"
        message={`Clear the chat with ${name}? Every message is removed for both of you.`}
        confirmLabel="Clear Chat"
        danger
        loading={clearing.loading}
        onConfirm={() => void doClear()}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}

function FeedbackList() {
  const q = useQuery(AdminFeedbacksQuery, { fetchPolicy: 'cache-and-network' });
  if (q.loading && !q.data) return <LoadingState label="Loading feedback..." />;
  if (q.error && !q.data)
    return <Alert variant="error">{errorMessage(q.error, 'Failed to fetch feedbacks')}</Alert>;
  const list = q.data?.feedbacks ?? [];
  if (list.length === 0) return <EmptyState icon="mail" title="No feedback yet." />;
  return (
    <ul className="admin-feedback">
      {list.map((f) => (
        <li key={f.id} className="admin-feedback__item">
          <p className="admin-feedback__who">
            <strong>{f.name}</strong> · <a href={`mailto:${f.email}`}>{f.email}</a> ·{' '}
            <time dateTime={f.createdAt}>{formatDateTime(f.createdAt)}</time>
          </p>
          <p className="admin-feedback__text">{f.message}</p>
        </li>
      ))}
    </ul>
  );
}
