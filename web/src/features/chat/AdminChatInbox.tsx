import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  layout,
  LoadingState,
  useDismiss,
  chatIcon,
  trashIcon,
} from '../../components/ui';
import { Form, FormAlert, FormError, FormTextField, useZodForm } from '../../components/ui/form';
import type { ChatInboxQuery as InboxData, ChatSummaryFieldsFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { CHAT_MAX_LENGTH, replySchema } from './chat-forms';
import { newClientMessageId } from './chat-state';
import { ChatThread } from './ChatThread';
import { ConnectionBanner } from './ConnectionBanner';
import { ChatText } from './messages';
import {
  ChatInboxChangedSubscription,
  ChatInboxQuery,
  ClearChatMutation,
  MarkChatReadMutation,
  ReplyToChatMutation,
  SendChatPromptMutation,
} from './operations';
import { useConversation } from './use-conversation';
import { useOnReconnect } from '../../lib/socket-status';
import { useTypingSignal } from './use-typing-signal';
import styles from './AdminChatInbox.module.css';
import formStyles from './chat-form.module.css';

type Summary = ChatSummaryFieldsFragment;
type ChatUser = Summary['user'];

function percent(rate: number | null | undefined): string {
  return rate == null ? '—' : `${Math.round(rate * 100)}%`;
}

/** Inserts or replaces a line, drops removed ones, newest activity first. */
function applySummary(lines: readonly Summary[], s: Summary): Summary[] {
  const rest = lines.filter((l) => l.userId !== s.userId);
  if (s.removed) return rest;
  return [s, ...rest].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

/** The admin's support inbox: every shopper's conversation, live, with replies and prompts. */
export function AdminChatInbox() {
  const client = useApolloClient();
  const inbox = useQuery(ChatInboxQuery, { fetchPolicy: 'cache-and-network' });
  // The selected shopper, kept as a whole: a cleared conversation leaves the inbox, but the
  // conversation stays open under the shopper's name.
  const [selected, setSelected] = useState<ChatUser | null>(null);
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
  const current = lines.find((l) => l.userId === selected?.id) ?? null;
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
    <div className={styles.chat} data-selected={selected ? 'yes' : 'no'}>
      <ConnectionBanner className={styles.banner} />
      <section className={styles.users} aria-labelledby="chat-users-heading">
        <h2 id="chat-users-heading" className={styles.heading}>
          Users
        </h2>
        {totals && totals.promptsAnswered > 0 && (
          <p className={styles.rate} data-testid="chat-helpfulness">
            Helpful answers: {percent(totals.helpfulnessRate)} ({totals.helpfulAnswers} of{' '}
            {totals.promptsAnswered})
          </p>
        )}
        {lines.length === 0 ? (
          <p className={styles.empty}>{ChatText.noUsers}</p>
        ) : (
          <ul className={styles.list}>
            {lines.map((l) => (
              <li key={l.userId}>
                <button
                  type="button"
                  className={styles.user}
                  aria-current={l.userId === selected?.id ? 'true' : undefined}
                  onClick={() => setSelected(l.user)}
                  data-testid="chat-user"
                >
                  <span className={styles.userTop}>
                    <span className={styles.name}>{l.user.name || l.user.email}</span>
                    {l.unreadCount > 0 && (
                      <span className={layout.visuallyHidden}>, {l.unreadCount} unread</span>
                    )}
                    <Badge count={l.unreadCount} data-testid="chat-user-unread" />
                  </span>
                  <span className={styles.last}>{l.lastMessage?.content ?? ''}</span>
                  <span className={styles.meta}>
                    <time dateTime={l.lastActivityAt}>{formatDateTime(l.lastActivityAt)}</time>
                    {l.promptsAnswered > 0 && <> · Helpful {percent(l.helpfulnessRate)}</>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.area} aria-labelledby="chat-area-heading">
        <h2 id="chat-area-heading" className={styles.heading}>
          Customer Support Chats
        </h2>
        {selected ? (
          <AdminConversation
            key={selected.id}
            user={current?.user ?? selected}
            prompts={inbox.data?.chatPrompts ?? []}
            onBack={() => setSelected(null)}
          />
        ) : (
          <EmptyState icon={chatIcon} title={ChatText.selectUser} />
        )}
      </section>
    </div>
  );
}

function AdminConversation({
  user,
  prompts,
  onBack,
}: {
  user: ChatUser;
  prompts: string[];
  onBack: () => void;
}) {
  const userId: string | null = user.id || null;
  const conv = useConversation(userId, { mySide: 'ADMIN', skip: !userId });
  const [reply] = useMutation(ReplyToChatMutation);
  const [sendPrompt, prompting] = useMutation(SendChatPromptMutation);
  const [markRead] = useMutation(MarkChatReadMutation);
  const [clear, clearing] = useMutation(ClearChatMutation);
  const typing = useTypingSignal(userId);
  const form = useZodForm(replySchema, { defaultValues: { content: '' } });
  const setError = form.setFormError;
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
  }, [userId, unread, markRead, setError]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, menuRef);

  async function submit({ content }: { content: string }) {
    if (!userId) throw new FormError(ChatText.replyEmpty);
    try {
      const res = await reply({
        variables: { input: { userId, content, clientMessageId: newClientMessageId() } },
      });
      if (res.data) conv.add(res.data.replyToChat);
      form.reset({ content: '' });
      typing.stop();
    } catch (err) {
      throw new FormError(ChatText.replyFailed(errorMessage(err, 'Failed to send reply')));
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

  const name = user.name || user.email || 'this customer';
  return (
    <div className={styles.conversation} data-testid="admin-conversation">
      <header className={styles.convHeader}>
        <Button variant="ghost" size="sm" className={styles.back} onClick={onBack}>
          ← Users
        </Button>
        <div className={styles.who}>
          <strong data-testid="admin-chat-name">{user.name || user.email}</strong>
          {user.name && <span className={styles.email}>{user.email}</span>}
        </div>
        <Button
          variant="danger"
          size="sm"
          onClick={() => setConfirmClear(true)}
          disabled={conv.messages.length === 0}
        >
          <Icon icon={trashIcon} size={16} /> Clear Chat
        </Button>
      </header>
      {conv.error && <Alert variant="error">{ChatText.fetchChatsFailed}</Alert>}
      <ChatThread
        label={`Messages with ${name}`}
        messages={conv.messages}
        mySide="ADMIN"
        typing={conv.typing}
        announce={conv.lastIncoming}
        loading={conv.loading}
      />
      <FormAlert form={form} data-testid="admin-chat-error" />
      <Form
        form={form}
        banner={false}
        className={formStyles.form}
        failureMessage={ChatText.replyFailed('Failed to send reply')}
        onSubmit={submit}
      >
        <div className={styles.prompts} ref={menuRef}>
          <button
            type="button"
            className={styles.promptsToggle}
            aria-haspopup="true"
            aria-expanded={menuOpen}
            aria-controls="chat-prompt-menu"
            onClick={() => setMenuOpen((o) => !o)}
            disabled={prompting.loading}
          >
            <span aria-hidden="true">+</span>
            <span className={layout.visuallyHidden}>Send a prompt</span>
          </button>
          {menuOpen && (
            <ul id="chat-prompt-menu" className={styles.promptsMenu} aria-label="Prompts">
              {prompts.map((p) => (
                <li key={p}>
                  <button type="button" className={styles.promptsItem} onClick={() => void prompt(p)}>
                    {p}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormTextField
          control={form.control}
          name="content"
          label="Reply"
          hideLabel
          className={formStyles.field}
          placeholder="Type your reply..."
          maxLength={CHAT_MAX_LENGTH}
          autoComplete="off"
          onInput={(e) => {
            if (e.currentTarget.value.trim()) typing.keystroke();
          }}
        />
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Sending...">
          Send
        </Button>
      </Form>
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
