import { Link } from 'react-router-dom';
import { Card } from '../../components/ui';
import { StaticPage } from './StaticPage';

/** Shop-wide promises, written once so every page says the same thing (see docs/decisions.md). */
export const SHIPPING_PROMISE = 'Free shipping on every order';
export const RETURN_WINDOW_DAYS = 5;

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy policy" subtitle="Last updated: 24 April 2025">
      <div className="prose">
        <p>
          This policy explains what Rupee Shop collects when you use our website, why we collect it and the
          choices you have. We follow the Digital Personal Data Protection Act, 2023 and keep only what we
          need to run the shop.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>Account details: your name, e-mail address, mobile number and delivery address.</li>
          <li>Order details: what you bought, when, the amount paid and the delivery status.</li>
          <li>
            Payment details: the method you chose and, for cards, only the last four digits. We never store
            full card numbers or CVVs.
          </li>
          <li>Messages you send us through the contact form or support chat, and reviews you publish.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To deliver your orders, process returns and refunds, and keep your wallet balance correct.</li>
          <li>
            To send one-time passwords, order updates and, only if you subscribe, our offers newsletter.
          </li>
          <li>To prevent fraud and keep your account secure.</li>
        </ul>
        <h2>Who we share it with</h2>
        <p>
          Courier partners receive your name, phone number and address to deliver a parcel. Payment partners
          receive what they need to take a payment. We do not sell your data to anyone.
        </p>
        <h2>Your choices</h2>
        <p>
          You can update your profile at any time from <Link to="/user-details">User Details</Link>,
          unsubscribe from the newsletter from any offer e-mail, and ask us to delete your account by writing
          to <a href="mailto:privacy@rupeeshop.in">privacy@rupeeshop.in</a>. We answer within 30 days.
        </p>
        <h2>Cookies and storage</h2>
        <p>
          We keep your sign-in in your browser&apos;s local storage so you stay logged in. We use no
          advertising trackers.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about this policy? <Link to="/contact">Contact us</Link>.
        </p>
      </div>
    </StaticPage>
  );
}

export function ShippingPage() {
  return (
    <StaticPage title="Shipping" subtitle={`${SHIPPING_PROMISE}, anywhere we deliver in India.`}>
      <div className="static-grid static-grid--three">
        <Card padding="lg">
          <h2 className="h4">Free, always</h2>
          <p className="text-muted">
            {SHIPPING_PROMISE}. No minimum order value, no surprise charges at checkout.
          </p>
        </Card>
        <Card padding="lg">
          <h2 className="h4">Standard: 3–7 business days</h2>
          <p className="text-muted">Most metro orders arrive in 3–4 days; smaller towns may take up to 7.</p>
        </Card>
        <Card padding="lg">
          <h2 className="h4">Express: 1–2 days</h2>
          <p className="text-muted">
            Available for selected pin codes in major cities; shown at checkout where offered.
          </p>
        </Card>
      </div>
      <div className="prose">
        <h2>Dispatch and tracking</h2>
        <p>
          Orders placed before 2 pm on a working day are usually packed the same day. You can follow every
          step from <Link to="/orders">My Orders</Link>, and we e-mail you when the parcel is on its way.
        </p>
        <h2>Where we deliver</h2>
        <p>
          We deliver to most serviceable pin codes across India. If a courier cannot reach your address, we
          tell you before shipping and refund the order in full.
        </p>
        <h2>Missed deliveries</h2>
        <p>
          Couriers try up to three times. After that the parcel returns to us and the amount goes back to your
          Rupee Shop wallet.
        </p>
      </div>
    </StaticPage>
  );
}

export function ReturnsPage() {
  return (
    <StaticPage
      title="Returns and refunds"
      subtitle={`Changed your mind? Request a return within ${RETURN_WINDOW_DAYS} days of delivery.`}
    >
      <div className="prose">
        <h2>The return window</h2>
        <p>
          You can ask to return a delivered order within{' '}
          <strong>{RETURN_WINDOW_DAYS} days of delivery</strong> from <Link to="/orders">My Orders</Link>.
          Choose a reason (defective product, wrong item, not as described, changed mind or other) and add any
          details that help us.
        </p>
        <h2>Cancelling before dispatch</h2>
        <p>Orders that are still Pending can be cancelled from My Orders with one click.</p>
        <h2>How refunds work</h2>
        <p>
          Once we confirm a return, or when you cancel, the amount goes to your Rupee Shop wallet, less a
          processing fee of 18% of the order value. You can spend your wallet balance on your next order
          straight away.
        </p>
        <h2>What cannot be returned</h2>
        <ul>
          <li>Opened beauty and personal-care products, for hygiene reasons.</li>
          <li>Items damaged after delivery or missing their original packaging.</li>
        </ul>
        <h2>Need help?</h2>
        <p>
          Read the <Link to="/faqs">FAQs</Link> or <Link to="/contact">contact us</Link>; we reply within one
          working day.
        </p>
      </div>
    </StaticPage>
  );
}
