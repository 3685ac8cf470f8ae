import { useMutation, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Badge, Button, Icon, layout, Modal, chatIcon } from '../../components/ui';
import { cx } from '../../components/ui/cx';
import { Form, FormAlert, FormTextArea, useZodForm } from '../../components/ui/form';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { closeSupportChat, openSupportChat, useSupportChatOpen } from './chat-open';
import { answerChoices, newClientMessageId, pendingPrompt, type ChatMessage } from './chat-state';
import { CHAT_MAX_LENGTH, messageSchema } from './chat-forms';
import { ChatThread } from './ChatThread';
import { ConnectionBanner } from './ConnectionBanner';
import { ChatText } from './messages';
import {
  AnswerChatPromptMutation,
  MarkChatReadMutation,
  SendChatMessageMutation,
  SupportOnlineChangedSubscription,
} from './operations';
import { useChatUnreadCount } from './use-chat-unread';
import { useConversation } from './use-conversation';
import { useTypingSignal } from './use-typing-signal';
import formStyles from './chat-form.module.css';
import styles from './ShopperChat.module.css';

/**
 * The shopper's support chat: one modal for the whole app (opened from the FAQ page, the
 * launcher or a `?chat=open` link), and the launcher with the unread badge on shopper pages.
 */
export function SupportChat() {
  const { user, token } = useSession();
  const open = useSupportChatOpen();
  const location = useLocation();
  const shopper = Boolean(token && user && user.role !== 'admin');
  const onDashboard = location.pathname.startsWith('/dashboard') || location.pathname.startsWith('/admin');
  // Checkout keeps the shopper's attention on the order: a floating button there covered the
  // figures and Place order on phones. Chat stays one tap away on the FAQ page.
  const atCheckout = location.pathname === '/buy';

  useEffect(() => {
    if (new URLSearchParams(location.search).get('chat') === 'open') openSupportChat();
  }, [location.search]);

  return (
    <>
      {shopper && !onDashboard && !atCheckout && <ChatLauncher />}
      <Modal
        open={open}
        onClose={closeSupportChat}
        title="Chat with Support"
        size="md"
        bodyClassName={styles.body}
        data-testid="support-chat"
      >
        {shopper ? <ShopperConversation /> : <SignedOut isAdmin={Boolean(token && user?.role === 'admin')} />}
      </Modal>
    </>
  );
}

function ChatLauncher() {
  const unread = useChatUnreadCount();
  return (
    // data-chat-launcher: the footer keeps its last line clear of it (Footer.module.css).
    <button
      type="button"
      className={styles.launcher}
      onClick={openSupportChat}
      data-chat-launcher=""
      data-testid="chat-launcher"
    >
      <Icon icon={chatIcon} size={22} />
      <span className={styles.launcherLabel}>Chat with Support</span>
      {unread > 0 && <span className={layout.visuallyHidden}> ({unread} unread)</span>}
      <Badge count={unread} className={styles.launcherBadge} data-testid="chat-launcher-badge" />
    </button>
  );
}

function SignedOut({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isAdmin) return;
    // Spec: the chat's authentication errors go to the login page after 2 s.
    const t = setTimeout(() => {
      closeSupportChat();
      navigate('/login', { state: { from: '/faqs' } });
    }, 2000);
    return () => clearTimeout(t);
  }, [isAdmin, navigate]);
  if (isAdmin)
    return (
      <p>
        Admins answer shoppers in the dashboard's <a href="/dashboard?tab=chat">Chat Support</a> tab.
      </p>
    );
  return <Alert variant="error">{ChatText.notAuthenticated}</Alert>;
}

function ShopperConversation() {
  const conv = useConversation(null, { mySide: 'CUSTOMER' });
  const [online, setOnline] = useState<boolean | null>(null);
  useSubscription(SupportOnlineChangedSubscription, {
    onData: ({ data }) => {
      const v = data.data?.supportOnlineChanged;
      if (typeof v === 'boolean') setOnline(v);
    },
  });
  const [markRead] = useMutation(MarkChatReadMutation);
  const [send] = useMutation(SendChatMessageMutation);
  const [answer, answering] = useMutation(AnswerChatPromptMutation);
  const typing = useTypingSignal(null);
  const form = useZodForm(messageSchema, { defaultValues: { content: '' } });
  const pending = pendingPrompt(conv.messages);

  // Opening the chat, and every new support message while it is open, marks support's messages read.
  const unreadFromSupport = conv.messages.some((m) => m.role === 'ADMIN' && !m.isRead);
  useEffect(() => {
    if (unreadFromSupport) void markRead().catch(() => undefined);
  }, [unreadFromSupport, markRead]);

  async function submit({ content }: { content: string }) {
    const clientMessageId = newClientMessageId();
    // A weak connection: retry the same send (same client id, so it is stored once).
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await send({ variables: { input: { content, clientMessageId } } });
        if (res.data) conv.add(res.data.sendChatMessage);
        form.reset({ content: '' });
        typing.stop();
        form.setFocus('content');
        return;
      } catch (err) {
        // A refusal with a reason is shown at once; a network failure is retried twice.
        if (errorMessage(err, '') || attempt >= 2) throw err;
        await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
      }
    }
  }

  async function respond(prompt: ChatMessage, choice: 'THUMBS_UP' | 'THUMBS_DOWN' | 'YES' | 'NO') {
    form.setFormError(null);
    try {
      const res = await answer({ variables: { input: { messageId: prompt.id, answer: choice } } });
      if (res.data) conv.add(res.data.answerChatPrompt);
      conv.reload();
    } catch (err) {
      form.setFormError(errorMessage(err, ChatText.answerFailed));
    }
  }

  return (
    <div className={styles.shopper}>
      <p className={cx(styles.presence, online && styles.presenceOn)} data-testid="chat-presence">
        <span className={styles.presenceDot} aria-hidden="true" />
        {online === null
          ? 'Checking whether support is online…'
          : online
            ? ChatText.online
            : ChatText.offline}
      </p>
      <ConnectionBanner testId="chat-reconnecting" />
      {conv.error && (
        <Alert variant="error">
          {ChatText.fetchFailed}{' '}
          <Button variant="ghost" size="sm" onClick={conv.reload}>
            Retry
          </Button>
        </Alert>
      )}
      <ChatThread
        label="Messages with support"
        messages={conv.messages}
        mySide="CUSTOMER"
        typing={conv.typing}
        announce={conv.lastIncoming}
        lead={{ author: ChatText.supportTeam, text: ChatText.welcome, testId: 'chat-welcome' }}
        loading={conv.loading}
        renderPromptActions={(m) =>
          answerChoices(m.promptType).map((c) => (
            <Button
              key={c.answer}
              size="sm"
              variant="secondary"
              disabled={answering.loading}
              onClick={() => void respond(m, c.answer)}
              aria-label={c.label}
            >
              {c.glyph ? <span aria-hidden="true">{c.glyph}</span> : c.label}
            </Button>
          ))
        }
      />
      <FormAlert form={form} data-testid="chat-error" />
      <Form
        form={form}
        banner={false}
        className={formStyles.form}
        failureMessage={ChatText.sendFailed}
        onSubmit={submit}
      >
        <FormTextArea
          control={form.control}
          name="content"
          label="Message"
          hideLabel
          className={formStyles.field}
          inputClassName={formStyles.textarea}
          rows={2}
          maxLength={CHAT_MAX_LENGTH}
          placeholder={pending ? ChatText.answerFirst : 'Type your message...'}
          disabled={Boolean(pending)}
          hint={pending ? ChatText.answerFirst : undefined}
          onInput={(e) => {
            if (e.currentTarget.value.trim()) typing.keystroke();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          loadingText="Sending..."
          disabled={Boolean(pending)}
        >
          Send
        </Button>
      </Form>
    </div>
  );
}
