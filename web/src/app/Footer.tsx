import { Link } from '../lib/link';
import { useSiteSettings } from '../lib/site-settings';
import { StoreName } from './StoreBrand';
import styles from './Footer.module.css';
import { cx, layout } from '../components/ui';

const links = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/faqs', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/returns', label: 'Returns' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export function Footer() {
  const { storeName } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={cx(layout.container, styles.inner)}>
        <div>
          <p className={styles.brand} data-testid="footer-brand">
            <StoreName accentClassName={styles.accent} />
          </p>
          <p className={styles.tag}>Electronics, fashion, home, beauty and sports, delivered across India.</p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={cx(layout.container, styles.legal)}>
        <p>
          © {new Date().getFullYear()} {storeName}. Prices in Indian rupees, before GST: 18% GST is added at
          checkout.
        </p>
      </div>
    </footer>
  );
}
