import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';
import { SessionEffects } from './SessionEffects';
import { SupportChat } from '../features/chat/public';
import './layout.css';

/** The shared frame of every route: skip link, navbar, main content, footer. */
export function Layout() {
  return (
    <>
      <ScrollToTop />
      <SessionEffects />
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Navbar />
      <main id="main-content" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <SupportChat />
    </>
  );
}
