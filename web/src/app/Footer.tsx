import { Link } from 'react-router-dom';

const links = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/faqs', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/returns', label: 'Returns' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div>
          <p className="footer__brand">
            Rupee<span>Shop</span>
          </p>
          <p className="footer__tag">
            Electronics, fashion, home, beauty and sports, delivered across India.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer__links">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer__legal">
        <p>
          © {new Date().getFullYear()} Rupee Shop. Prices in Indian rupees, before GST: 18% GST is added at
          checkout.
        </p>
      </div>
    </footer>
  );
}
