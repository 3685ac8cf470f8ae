import { Button, Card, Icon, layout, chatIcon } from '../../components/ui';
import { openSupportChat } from '../chat/public';
import { useSession } from '../../lib/session';
import { RETURN_WINDOW_DAYS, SHIPPING_PROMISE } from './PolicyPages';
import { StaticPage } from './StaticPage';
import { Link } from '../../lib/link';
import styles from './FaqPage.module.css';

const faqs = [
  {
    q: 'How much does shipping cost?',
    a: `Nothing. ${SHIPPING_PROMISE}, with no minimum order. Delivery takes 3–7 business days; you can follow each step from My Orders.`,
  },
  {
    q: 'How do I return a product?',
    a: `Open My Orders, pick the delivered order and choose Return within ${RETURN_WINDOW_DAYS} days of delivery. Once we confirm the return, the refund (less an 18% processing fee) goes to your wallet.`,
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'Debit and credit cards, and UPI through GPay, PhonePe or Paytm. You can also pay fully or partly from your Rupee Shop wallet.',
  },
  {
    q: 'Do you charge GST?',
    a: 'Yes. GST of 18% is added to the subtotal and shown separately at checkout, so the total you see is the total you pay.',
  },
  {
    q: 'Can I use a promo code?',
    a: 'Yes. Enter it on the payment step of checkout. The discount is shown in the order summary before you pay.',
  },
];

export function FaqPage() {
  const { user } = useSession();
  return (
    <StaticPage
      title="Frequently asked questions"
      subtitle="Quick answers about orders, shipping, returns and payments."
    >
      <div className={styles.faq}>
        {faqs.map((f) => (
          <details key={f.q} className={styles.item}>
            <summary className={styles.q}>{f.q}</summary>
            <p className={styles.a}>{f.a}</p>
          </details>
        ))}
      </div>
      <Card padding="lg" className={styles.supportCard}>
        <h2 className="h4">Still need help?</h2>
        <p className={layout.textMuted}>
          Our support team is available <strong>Monday to Friday, 9 to 5</strong> (IST). Write to{' '}
          <a href="mailto:support@rupeeshop.in">support@rupeeshop.in</a>, call{' '}
          <a href="tel:+918045671234">+91 80 4567 1234</a>, or use the <Link to="/contact">contact form</Link>
          .
        </p>
        {user?.role === 'admin' ? (
          <p>
            <Link to="/dashboard?tab=chat">Open Chat Support</Link> to answer shoppers.
          </p>
        ) : (
          <Button onClick={openSupportChat} data-testid="faq-chat-button">
            <Icon icon={chatIcon} size={18} /> Chat with Support
          </Button>
        )}
      </Card>
    </StaticPage>
  );
}
