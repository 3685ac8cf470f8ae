import { Link } from '../../lib/link';
import { Card, layout } from '../../components/ui';
import { StaticPage } from './StaticPage';
import page from './StaticPage.module.css';

/**
 * Shop-wide promises, written once so every page says the same thing (see
 * docs/decisions/storefront-copy.md).
 */
export const SHIPPING_PROMISE = 'Free shipping on every order';
export const RETURN_WINDOW_DAYS = 5;

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy policy" subtitle="Last updated: 24 April 2025">
      <div className={page.prose}>
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
          <li>The shipping addresses you save in your address book or use at checkout.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To deliver your orders, process returns and refunds, and keep your wallet balance correct.</li>
          <li>
            To send one-time passwords, your order confirmation, order updates in your notifications and, only
            if you subscribe, our offers newsletter.
          </li>
          <li>To prevent fraud and keep your account secure.</li>
        </ul>
        <h2>Who we share it with</h2>
        <p>
          The courier receives your name, phone number and address to deliver a parcel. We do not sell your
          data to anyone.
        </p>
        <h2>Your choices</h2>
        <p>
          You can update your profile and your saved addresses at any time from{' '}
          <Link to="/user-details">User Details</Link>. There, under &ldquo;Your data and privacy&rdquo;, you
          can download everything we hold about you (a JSON file) or erase your account yourself. Orders and
          their amounts are kept for 8 years because tax law requires it, without your name or contact
          details. To leave the newsletter, or for anything else, write to{' '}
          <a href="mailto:privacy@rupeeshop.in">privacy@rupeeshop.in</a>. We answer within 30 days.
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
      <div className={`${page.grid} ${page.three}`}>
        <Card padding="lg">
          <h2 className="h4">Free, always</h2>
          <p className={layout.textMuted}>
            {SHIPPING_PROMISE}. No minimum order value, no surprise charges at checkout.
          </p>
        </Card>
        <Card padding="lg">
          <h2 className="h4">Standard: 3–7 business days</h2>
          <p className={layout.textMuted}>
            Most metro orders arrive in 3–4 days; smaller towns may take up to 7.
          </p>
        </Card>
        <Card padding="lg">
          <h2 className="h4">Follow it live</h2>
          <p className={layout.textMuted}>
            My Orders shows each step (Processing, Shipped, Delivered) the moment it happens.
          </p>
        </Card>
      </div>
      <div className={page.prose}>
        <h2>Dispatch and tracking</h2>
        <p>
          We e-mail you when your order is placed. Open the order in <Link to="/orders">My Orders</Link> to
          see its tracking timeline; a notification tells you when it is processed, shipped and delivered.
        </p>
        <h2>Changing your mind before dispatch</h2>
        <p>
          While an order is still Pending you can cancel it from My Orders; the amount goes to your Rupee Shop
          wallet, less the 18% cancellation fee.
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
      <div className={page.prose}>
        <h2>The return window</h2>
        <p>
          You can ask to return a delivered order within{' '}
          <strong>{RETURN_WINDOW_DAYS} days of delivery</strong> from <Link to="/orders">My Orders</Link>.
          Choose a reason (defective product, wrong item, not as described, changed mind or other) and add any
          details that help us.
        </p>
        <h2>Cancelling before dispatch</h2>
        <p>
          Orders that are still Pending can be cancelled from My Orders, after you confirm. Once an order is
          being processed it can no longer be cancelled; return it after delivery instead.
        </p>
        <h2>How refunds work</h2>
        <p>
          Once we confirm a return, or when you cancel, the amount goes to your Rupee Shop wallet, less a
          processing fee of 18% of the order value. You can spend your wallet balance on your next order
          straight away.
        </p>
        <h2>Need help?</h2>
        <p>
          Read the <Link to="/faqs">FAQs</Link>, chat with support from the FAQ page, or{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </div>
    </StaticPage>
  );
}
