import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScreenErrorBoundary } from './RouteError';
import { ScrollToTop } from './ScrollToTop';
import { SessionEffects } from './SessionEffects';
import { SupportChat } from '../features/chat/public';
import { ErrorBoundary } from '../lib/error-boundary';
import { lazyScreen } from '../lib/lazy-screen';
import { useSession } from '../lib/session';
import styles from './Layout.module.css';

// The signed-in viewer's live data (user, counters, their subscriptions): loaded only when a token
// is stored, so an anonymous visitor's first page ships none of it. It renders nothing itself, and
// if its code does not arrive the page goes on without it (asked for again on the next page).
const signedInEffects = lazyScreen(() => import('./SignedInEffects'), 'SignedInEffects');

/** The shared frame of every route: skip link, navbar, main content, footer. */
export function Layout() {
  const { token } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <SessionEffects />
      {token && (
        <ErrorBoundary resetKey={pathname} fallback={null}>
          <Suspense fallback={null}>{signedInEffects}</Suspense>
        </ErrorBoundary>
      )}
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <Navbar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <ScreenErrorBoundary path={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <SupportChat />
    </>
  );
}
