import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';
import { SessionEffects } from './SessionEffects';
import { SupportChat } from '../features/chat/public';
import { RouteMeta } from '../lib/page-meta';
import styles from './Layout.module.css';

/** The shared frame of every route: skip link, navbar, main content, footer. */
export function Layout() {
  return (
    <>
      <RouteMeta />
      <ScrollToTop />
      <SessionEffects />
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <Navbar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SupportChat />
    </>
  );
}
