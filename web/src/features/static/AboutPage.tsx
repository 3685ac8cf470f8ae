import { ButtonLink, Card, cx, layout } from '../../components/ui';
import { StaticPage } from './StaticPage';
import styles from './AboutPage.module.css';
import page from './StaticPage.module.css';

const team = [
  {
    initials: 'AS',
    name: 'Ananya Sharma',
    role: 'Founder & CEO',
    bio: 'Started Rupee Shop from a Pune flat with twelve products and a borrowed scooter.',
  },
  {
    initials: 'RK',
    name: 'Rohan Kulkarni',
    role: 'Head of Technology',
    bio: 'Keeps the shop fast on a 4G phone in a crowded train, and the checkout honest.',
  },
  {
    initials: 'MI',
    name: 'Meera Iyer',
    role: 'Head of Customer Care',
    bio: 'Leads the Chennai support team that answers every message within a working day.',
  },
  {
    initials: 'VS',
    name: 'Vikram Singh',
    role: 'Operations & Logistics',
    bio: 'Works with courier partners so parcels reach metros and small towns alike.',
  },
];

export function AboutPage() {
  return (
    <StaticPage
      title="About Rupee Shop"
      subtitle="Honest prices in rupees, free shipping on every order, and people who answer."
      wide
    >
      <div className={page.grid}>
        <Card as="section" padding="lg" aria-labelledby="mission-heading">
          <h2 id="mission-heading">Our mission</h2>
          <p>
            We want shopping online in India to feel as trustworthy as buying from the shop down the road.
            That means clear prices in rupees with GST shown at checkout, no hidden delivery charges, and a
            return window we actually honour.
          </p>
        </Card>
        <Card as="section" padding="lg" aria-labelledby="story-heading">
          <h2 id="story-heading">Our story</h2>
          <p>
            Rupee Shop began in 2021 when our founder could not find a reliable place to buy a simple pair of
            earphones without surprise shipping fees. Today we stock electronics, fashion, home goods, beauty
            and sports gear, and deliver to pin codes across India.
          </p>
        </Card>
      </div>

      <section className={page.section} aria-labelledby="team-heading">
        <h2 id="team-heading">The team</h2>
        <ul className={styles.team}>
          {team.map((m) => (
            <li key={m.name}>
              <Card padding="lg" className={styles.card}>
                <span className={styles.avatar} aria-hidden="true">
                  {m.initials}
                </span>
                <h3 className={styles.name}>{m.name}</h3>
                <p className={styles.role}>{m.role}</p>
                <p className={cx(layout.textSm, layout.textMuted)}>{m.bio}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.cta} aria-labelledby="cta-heading">
        <h2 id="cta-heading">Ready to find something you will love?</h2>
        <ButtonLink to="/products" size="lg">
          Shop Now
        </ButtonLink>
      </section>
    </StaticPage>
  );
}
