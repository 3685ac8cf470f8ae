import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../lib/error-boundary';
import { lazyScreen } from '../../lib/lazy-screen';
import { useSession } from '../../lib/session';
import { useSupportChatOpen } from './chat-open';

const supportChat = lazyScreen(() => import('./ShopperChat'), 'SupportChat');

/**
 * The support chat, loaded only when it can show something: for a signed-in viewer (the
 * launcher), or once someone opens it (FAQ page, `?chat=open`). An anonymous visitor's first page
 * ships none of its code.
 */
export function SupportChat() {
  const { token } = useSession();
  const open = useSupportChatOpen();
  const { pathname, search } = useLocation();
  const wanted = Boolean(token) || open || new URLSearchParams(search).get('chat') === 'open';
  if (!wanted) return null;
  // Code that does not arrive leaves the page as it is, and is asked for again on the next page.
  return (
    <ErrorBoundary resetKey={pathname} fallback={null}>
      <Suspense fallback={null}>{supportChat}</Suspense>
    </ErrorBoundary>
  );
}
