import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useSupportChatOpen } from './chat-open';

const SupportChatNow = lazy(async () => ({ default: (await import('./ShopperChat')).SupportChat }));

/**
 * The support chat, loaded only when it can show something: for a signed-in viewer (the
 * launcher), or once someone opens it (FAQ page, `?chat=open`). An anonymous visitor's first page
 * ships none of its code.
 */
export function SupportChat() {
  const { token } = useSession();
  const open = useSupportChatOpen();
  const { search } = useLocation();
  const wanted = Boolean(token) || open || new URLSearchParams(search).get('chat') === 'open';
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatNow />
    </Suspense>
  );
}
