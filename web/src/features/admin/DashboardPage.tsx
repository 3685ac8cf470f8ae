import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, Button, ErrorState, Icon, LoadingState } from '../../components/ui';
import { useSession } from '../../lib/session';
import { avatarLetter, useLogout } from '../auth/public';
import { useNavCounts } from '../commerce/public';
import { dashboardTabs } from './dashboard-tabs';
import { DashboardErrorBoundary } from './DashboardErrorBoundary';
import './admin.css';

/** /dashboard (behind RequireAdmin, so the session holds an admin). */
export function DashboardPage() {
  const { user } = useSession();
  return <DashboardShell name={user?.name ?? ''} />;
}

function DashboardShell({ name }: { name: string }) {
  const [params] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const { unreadNotifications } = useNavCounts();
  const activeId = params.get('tab') ?? dashboardTabs[0]?.id;
  const active = dashboardTabs.find((t) => t.id === activeId) ?? dashboardTabs[0];
  const displayName = name.trim() || 'Admin';

  useEffect(() => setMenuOpen(false), [activeId]);

  return (
    <div className="dash">
      <aside className="dash__sidebar" id="dash-sidebar" data-open={menuOpen || undefined}>
        <p className="dash__welcome">
          Welcome, <strong>{displayName}</strong>
        </p>
        <nav aria-label="Dashboard sections">
          <ul className="dash__nav">
            {dashboardTabs.map((t) => (
              <li key={t.id}>
                <Link
                  to={{ search: `?tab=${t.id}` }}
                  aria-current={t.id === active?.id ? 'page' : undefined}
                  className="dash__nav-link"
                >
                  <Icon name={t.icon} size={20} />
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="ghost" className="dash__logout" onClick={() => void logout()}>
          <Icon name="logout" size={20} />
          Logout
        </Button>
      </aside>
      <section className="dash__main" aria-labelledby="dash-title">
        <header className="dash__header">
          <button
            type="button"
            className="dash__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="dash-sidebar"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
            <span>Sections</span>
          </button>
          <h1 id="dash-title" className="dash__title">
            {active?.label ?? 'Dashboard'}
          </h1>
          <div className="dash__header-tools">
            <Link to="/notifications" className="dash__bell" data-testid="dashboard-bell">
              <Icon name="bell" size={22} />
              <span className="visually-hidden">
                Notifications{unreadNotifications > 0 ? ` (${unreadNotifications} unread)` : ''}
              </span>
              <Badge count={unreadNotifications} className="dash__bell-badge" />
            </Link>
            <span className="dash__avatar" title={displayName} data-testid="dashboard-avatar">
              <span aria-hidden="true">{avatarLetter(name)}</span>
              <span className="visually-hidden">Signed in as {displayName}</span>
            </span>
          </div>
        </header>
        <div className="dash__content">
          {active ? (
            <DashboardErrorBoundary key={active.id}>
              <Suspense fallback={<LoadingState label="Loading dashboard data..." />}>
                <active.component />
              </Suspense>
            </DashboardErrorBoundary>
          ) : (
            <ErrorState message="No dashboard sections are available." />
          )}
        </div>
      </section>
    </div>
  );
}
