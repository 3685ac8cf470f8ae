import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top when the route changes. Not when the app starts: the browser has placed the
 * page already, and a visitor may have scrolled a server-rendered page before the app took it
 * over (scrolling it back would move what they were about to tap).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
