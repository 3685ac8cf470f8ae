import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '../../lib/link';
import { useSearchParams } from '../../lib/use-search-params';
import {
  Button,
  ErrorState,
  Icon,
  layout,
  LoadingState,
  closeIcon,
  logoutIcon,
  menuIcon,
} from '../../components/ui';
import { useSession } from '../../lib/session';
import { avatarLetter, useLogout } from '../auth/public';
import { AdminBell } from './AdminBell';
import { dashboardTabs, type DashboardTab } from './dashboard-tabs';
import { DashboardErrorBoundary } from './DashboardErrorBoundary';
import styles from './admin.module.css';

/** /dashboard?tab=… (behind RequireAdmin, so the session holds an admin). */
export function DashboardPage() {
  const params = useSearchParams();
  const activeId = params.get('tab') ?? dashboardTabs[0]?.id;
  const active = dashboardTabs.find((t) => t.id === activeId) ?? dashboardTabs[0];
  return (
    <DashboardShell active={active} title={active?.label ?? 'Dashboard'}>
      {active ? (
        <DashboardErrorBoundary key={active.id}>
          <Suspense fallback={<LoadingState label="Loading dashboard data..." />}>
            <active.component />
          </Suspense>
        </DashboardErrorBoundary>
      ) : (
        <ErrorState message="No dashboard sections are available." />
      )}
    </DashboardShell>
  );
}

/** /admin/products and /admin/products/{id}: the product screens inside the same shell. */
export function AdminProductsShell() {
  const { pathname } = useLocation();
  const products = dashboardTabs.find((t) => t.id === 'products');
  const detail = /^\/admin\/products\/[^/]+/.test(pathname);
  return (
    <DashboardShell active={products} title={detail ? 'Product details' : 'Products'}>
      <DashboardErrorBoundary key={pathname}>
        <Outlet />
      </DashboardErrorBoundary>
    </DashboardShell>
  );
}

function DashboardShell({
  active,
  title,
  children,
}: {
  active: DashboardTab | undefined;
  title: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const name = user?.name ?? '';
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const { pathname, search } = useLocation();
  const displayName = name.trim() || 'Admin';

  useEffect(() => setMenuOpen(false), [pathname, search]);

  return (
    <div className={styles.dash}>
      <aside className={styles.dashSidebar} id="dash-sidebar" data-open={menuOpen || undefined}>
        <p className={styles.dashWelcome}>
          Welcome, <strong>{displayName}</strong>
        </p>
        <nav aria-label="Dashboard sections">
          <ul className={styles.dashNav}>
            {dashboardTabs.map((t) => (
              <li key={t.id}>
                <Link
                  to={{ search: `?tab=${t.id}` }}
                  aria-current={t.id === active?.id ? 'page' : undefined}
                  className={styles.dashNavLink}
                >
                  <Icon icon={t.icon} size={20} />
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="ghost" className={styles.dashLogout} onClick={() => void logout()}>
          <Icon icon={logoutIcon} size={20} />
          Logout
        </Button>
      </aside>
      <section className={styles.dashMain} aria-labelledby="dash-title">
        <header className={styles.dashHeader}>
          <button
            type="button"
            className={styles.dashMenuToggle}
            aria-expanded={menuOpen}
            aria-controls="dash-sidebar"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Icon icon={menuOpen ? closeIcon : menuIcon} size={20} />
            <span>Sections</span>
          </button>
          <h1 id="dash-title" className={styles.dashTitle}>
            {title}
          </h1>
          <div className={styles.dashHeaderTools}>
            <AdminBell />
            <span className={styles.dashAvatar} title={displayName} data-testid="dashboard-avatar">
              <span aria-hidden="true">{avatarLetter(name)}</span>
              <span className={layout.visuallyHidden}>Signed in as {displayName}</span>
            </span>
          </div>
        </header>
        <div className={styles.dashContent}>{children}</div>
      </section>
    </div>
  );
}
