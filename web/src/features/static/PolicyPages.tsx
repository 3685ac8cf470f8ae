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
