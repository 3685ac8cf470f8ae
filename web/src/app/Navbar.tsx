import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../lib/link';
import {
  Badge,
  cx,
  Icon,
  layout,
  useDismiss,
  bellIcon,
  cartIcon,
  chartIcon,
  chevronDownIcon,
  closeIcon,
  logoutIcon,
  menuIcon,
  ordersIcon,
  searchIcon,
  userIcon,
  walletIcon,
} from '../components/ui';
import { useLogout } from '../features/auth/public';
import { useNavCounts } from '../features/commerce/public';
import { useSession } from '../lib/session';
import { useSiteSettings } from '../lib/site-settings';
import { StoreMark, StoreName } from './StoreBrand';
import { searchTarget } from './search-target';
import styles from './Navbar.module.css';

/** The search term the current page shows: `q` on /products, nothing elsewhere. */
function useCurrentSearch(): string {
  const { pathname, search } = useLocation();
  return pathname === '/products' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

function SearchBox() {
  const navigate = useNavigate();
  const current = useCurrentSearch();
  const [term, setTerm] = useState(current);
  // Follow the URL (a new search, back/forward, leaving the results) without an effect.
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setTerm(current);
  }
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // What a visitor typed on the rendered page before the app took it over: React leaves it in the
  // box when it hydrates, but its state still holds the rendered term, so the next render would
  // wipe it and Enter would search for nothing. The app adopts it once it runs.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== term) setTerm(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const target = searchTarget(input.current?.value ?? term);
    if (target) navigate(target);
  }
  return (
    // A plain GET to the listing before the app runs (a rendered page) or without JavaScript.
    <form role="search" action="/products" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={id} className={layout.visuallyHidden}>
        Search products
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="Search products..."
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" aria-label="Search">
        <Icon icon={searchIcon} size={18} />
      </button>
    </form>
  );
}

function ProfileMenu({ name, isAdmin, unread }: { name: string; isAdmin: boolean; unread: number }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div className={styles.profile} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="profile-menu-button"
      >
        <span className={styles.avatar} aria-hidden="true">
          {(name.trim()[0] ?? 'U').toUpperCase()}
        </span>
        <span className={styles.name}>{name || 'User'}</span>
        {unread > 0 && <span className={styles.dot} aria-hidden="true" />}
        <Icon icon={chevronDownIcon} size={16} />
      </button>
      <div id={menuId} className={styles.panel} hidden={!open}>
        <ul>
          {isAdmin && (
            <li>
              <Link to="/dashboard">
                <Icon icon={chartIcon} size={18} /> Dashboard
              </Link>
            </li>
          )}
          <li>
            <Link to="/user-details">
              <Icon icon={userIcon} size={18} /> User Details
            </Link>
          </li>
          <li>
            <Link to="/wallet">
              <Icon icon={walletIcon} size={18} /> Wallet
            </Link>
          </li>
          <li>
            <Link to="/orders">
              <Icon icon={ordersIcon} size={18} /> My Orders
            </Link>
          </li>
          <li>
            <Link to="/notifications">
              <Icon icon={bellIcon} size={18} /> Notifications
              <Badge count={unread} className={styles.badge} data-testid="notifications-count" />
              {unread > 0 && <span className={layout.visuallyHidden}> ({unread} unread)</span>}
            </Link>
          </li>
          <li className={styles.sep}>
            <button type="button" onClick={() => void logout()}>
              <Icon icon={logoutIcon} size={18} /> Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

export function Navbar() {
  const { user, token } = useSession();
  const { storeName } = useSiteSettings();
  const { cartCount, unreadNotifications } = useNavCounts();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname, search } = useLocation();
  const loggedIn = Boolean(user && token);

  // The phone menu closes with the navigation itself (in the same render, not an effect later), so
  // the new page never shows for a moment under a menu that is about to close.
  const here = pathname + search;
  const [menuPage, setMenuPage] = useState(here);
  if (menuPage !== here) {
    setMenuPage(here);
    setMobileOpen(false);
  }

  return (
    <header className={styles.navbar}>
      <div className={cx(layout.container, styles.inner)}>
        <Link to="/" className={styles.logo} aria-label={`${storeName} home`} data-testid="navbar-brand">
          <StoreMark markClassName={styles.logoMark} />
          <StoreName accentClassName={styles.logoAccent} />
        </Link>
        <SearchBox />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={mobileOpen}
          aria-controls="main-nav"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((o) => !o)}
        >
          <Icon icon={mobileOpen ? closeIcon : menuIcon} size={24} />
        </button>
        <nav
          id="main-nav"
          aria-label="Main"
          className={mobileOpen ? `${styles.nav} ${styles.open}` : styles.nav}
        >
          <ul className={styles.links}>
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/products">Products</NavLink>
            </li>
            <li>
              <NavLink to="/cart">
                <Icon icon={cartIcon} size={20} />
                Cart
                <Badge count={cartCount} data-testid="cart-count" />
                {cartCount > 0 && <span className={layout.visuallyHidden}> ({cartCount} items)</span>}
              </NavLink>
            </li>
            <li>
              {loggedIn && user ? (
                <ProfileMenu name={user.name} isAdmin={user.role === 'admin'} unread={unreadNotifications} />
              ) : (
                <NavLink to="/login" className={styles.login}>
                  Login
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
