import { useMutation, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Badge, Button, Icon, Modal } from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { closeSupportChat, openSupportChat, useSupportChatOpen } from './chat-open';
import { answerChoices, newClientMessageId, pendingPrompt, type ChatMessage } from './chat-state';
import { ChatThread } from './ChatThread';
import { ChatText } from './messages';
import {
  AnswerChatPromptMutation,
  MarkChatReadMutation,
  SendChatMessageMutation,
  SupportOnlineChangedSubscription,
} from './operations';
import { useChatUnreadCount } from './use-chat-unread';
import { useConversation } from './use-conversation';
import { useSocketStatus } from './use-socket-status';
import { useTypingSignal } from './use-typing-signal';
import './chat.css';

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
        className="chat-modal"
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
    <button type="button" className="chat-launcher" onClick={openSupportChat} data-testid="chat-launcher">
      <Icon name="chat" size={22} />
      <span className="chat-launcher__label">Chat with Support</span>
      {unread > 0 && <span className="visually-hidden"> ({unread} unread)</span>}
      <Badge count={unread} className="chat-launcher__badge" data-testid="chat-launcher-badge" />
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
  const socket = useSocketStatus();
  const [online, setOnline] = useState<boolean | null>(null);
  useSubscription(SupportOnlineChangedSubscription, {
    onData: ({ data }) => {
      const v = data.data?.supportOnlineChanged;
      if (typeof v === 'boolean') setOnline(v);
    },
  });
  const [markRead] = useMutation(MarkChatReadMutation);
  const [send, sending] = useMutation(SendChatMessageMutation);
  const [answer, answering] = useMutation(AnswerChatPromptMutation);
  const typing = useTypingSignal(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const pending = pendingPrompt(conv.messages);

  // Opening the chat, and every new support message while it is open, marks support's messages read.
  const unreadFromSupport = conv.messages.some((m) => m.role === 'ADMIN' && !m.isRead);
  useEffect(() => {
    if (unreadFromSupport) void markRead().catch(() => undefined);
  }, [unreadFromSupport, markRead]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const content = text.trim();
    if (!content) {
      setError(ChatText.emptyMessage);
      return;
    }
    setError(null);
    const clientMessageId = newClientMessageId();
    // A weak connection: retry the same send (same client id, so it is stored once).
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await send({ variables: { input: { content, clientMessageId } } });
        if (res.data) conv.add(res.data.sendChatMessage);
        setText('');
        typing.stop();
        inputRef.current?.focus();
        return;
      } catch (err) {
        const msg = errorMessage(err, '');
        if (msg || attempt >= 2) {
          setError(msg || ChatText.sendFailed);
          return;
        }
        await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
      }
    }
  }

  async function respond(prompt: ChatMessage, choice: 'THUMBS_UP' | 'THUMBS_DOWN' | 'YES' | 'NO') {
    setError(null);
    try {
      const res = await answer({ variables: { input: { messageId: prompt.id, answer: choice } } });
      if (res.data) conv.add(res.data.answerChatPrompt);
      conv.reload();
    } catch (err) {
      setError(errorMessage(err, ChatText.answerFailed));
    }
  }

  return (
    <div className="chat-shopper">
      <p className={`chat-presence chat-presence--${online ? 'on' : 'off'}`} data-testid="chat-presence">
        <span className="chat-presence__dot" aria-hidden="true" />
        {online === null
          ? 'Checking whether support is online…'
          : online
            ? ChatText.online
            : ChatText.offline}
      </p>
      {socket === 'reconnecting' && (
        <p className="chat-reconnecting" role="status" data-testid="chat-reconnecting">
          {ChatText.reconnecting}
        </p>
      )}
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
        lead={
          <li className="chat-msg chat-msg--theirs" data-testid="chat-welcome">
            <span className="chat-msg__author">{ChatText.supportTeam}</span>
            <p className="chat-msg__text">{ChatText.welcome}</p>
          </li>
        }
        renderPromptActions={(m) => (
          <div className="chat-msg__choices" role="group" aria-label="Your answer">
            {answerChoices(m.promptType).map((c) => (
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
            ))}
          </div>
        )}
      />
      {conv.loading && conv.messages.length === 0 && (
        <p className="chat-thread__loading">Loading messages…</p>
      )}
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)} data-testid="chat-error">
          {error}
        </Alert>
      )}
      <form className="chat-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="chat-input" className="visually-hidden">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          className="chat-form__input"
          rows={2}
          maxLength={2000}
          placeholder={pending ? ChatText.answerFirst : 'Type your message...'}
          value={text}
          disabled={Boolean(pending)}
          aria-describedby={pending ? 'chat-input-hint' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) typing.keystroke();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        {pending && (
          <p id="chat-input-hint" className="chat-form__hint">
            {ChatText.answerFirst}
          </p>
        )}
        <Button type="submit" loading={sending.loading} loadingText="Sending..." disabled={Boolean(pending)}>
          Send
        </Button>
      </form>
    </div>
  );
}
