import { ButtonLink, Card, Icon } from '../../components/ui';
import { useSession } from '../../lib/session';

/** The first dashboard tab: a greeting and the admin's main shortcuts. */
export function OverviewTab() {
  const { user } = useSession();
  return (
    <div className="stack">
      <Card padding="lg" className="dash-hero">
        <h2>Hello, {user?.name?.trim() || 'Admin'}</h2>
        <p className="text-muted">
          Manage the catalogue, keep an eye on orders and add other administrators from here.
        </p>
      </Card>
      <div className="dash-grid">
        <Card padding="lg" className="dash-link-card">
          <span className="dash-link-card__icon" aria-hidden="true">
            <Icon name="box" size={24} />
          </span>
          <h3>Products</h3>
          <p className="text-muted">Add, edit and remove products, prices, stock and images.</p>
          <ButtonLink to="/admin/products" variant="secondary">
            Manage products
          </ButtonLink>
        </Card>
        <Card padding="lg" className="dash-link-card">
          <span className="dash-link-card__icon" aria-hidden="true">
            <Icon name="users" size={24} />
          </span>
          <h3>Administrators</h3>
          <p className="text-muted">Create an account for another admin; they verify it by e-mail.</p>
          <ButtonLink to="/admin/register" variant="secondary">
            Create admin account
          </ButtonLink>
        </Card>
      </div>
    </div>
  );
}
