import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  cx,
  Form,
  FormTextArea,
  FormTextField,
  Icon,
  layout,
  serverErrorTarget,
  useZodForm,
  homeIcon,
  mailIcon,
} from '../../components/ui';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { CONTACT_STATUS_MS, contactDefaults, contactSchema } from './contact-form';
import { ContactMessages } from './messages';
import { SubmitContactMutation } from './operations';
import { StaticPage } from './StaticPage';
import styles from './ContactPage.module.css';

export function ContactPage() {
  const { user } = useSession();
  const { contactEmail } = useSiteSettings();
  const form = useZodForm(contactSchema, { defaultValues: contactDefaults(user) });
  const [status, setStatus] = useState<'success' | 'error' | null>(null);
  const [submit] = useMutation(SubmitContactMutation);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { getValues, reset } = form;

  // Logging in (or out) while the form is untouched fills in (or clears) the name and e-mail.
  const userKey = user ? `${user.name}|${user.email}` : '';
  useEffect(() => {
    if (!getValues('message')) reset(contactDefaults(user));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function flash(next: 'success' | 'error') {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), CONTACT_STATUS_MS);
  }

  async function send(values: { name: string; email: string; message: string }) {
    setStatus(null);
    try {
      await submit({ variables: values });
    } catch (err) {
      // A field the server names shows at that field; anything else is the spec's notice.
      if (serverErrorTarget(err, Object.keys(values), '').field) throw err;
      flash('error');
      return;
    }
    reset(contactDefaults(user));
    flash('success');
  }

  return (
    <StaticPage
      title="Contact us"
      subtitle="Questions about an order, a product or a return? Write to us."
      wide
    >
      <div className={layout.split}>
        <Card padding="lg">
          <Form
            form={form}
            className={layout.stack}
            onSubmit={send}
            failureMessage={ContactMessages.failed}
            banner={false}
            data-testid="contact-form"
          >
            <div aria-live="polite">
              {status === 'success' && <Alert variant="success">{ContactMessages.sent}</Alert>}
              {status === 'error' && <Alert variant="error">{ContactMessages.failed}</Alert>}
            </div>
            <FormTextField control={form.control} name="name" label="Name" autoComplete="name" required />
            <FormTextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
            />
            <FormTextArea
              control={form.control}
              name="message"
              label="Message"
              rows={5}
              required
              maxLength={5000}
            />
            <div className={layout.row}>
              <Button type="submit" loading={form.formState.isSubmitting} loadingText="Sending...">
                Send message
              </Button>
              <ButtonLink to="/" variant="secondary">
                Back to Home
              </ButtonLink>
            </div>
          </Form>
        </Card>
        <aside aria-labelledby="reach-heading">
          <h2 id="reach-heading">Other ways to reach us</h2>
          <ul className={cx(layout.stack, layout.plainList, styles.list)}>
            <li>
              <Icon icon={mailIcon} />
              <span>
                <strong>Email</strong>
                <a href={`mailto:${contactEmail}`} data-testid="contact-email">
                  {contactEmail}
                </a>
              </span>
            </li>
            <li>
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
              </svg>
              <span>
                <strong>Phone</strong>
                <a href="tel:+918045671234">+91 80 4567 1234</a>
                <span className={cx(layout.textSm, layout.textMuted)}>
                  Monday to Friday, 9 am to 5 pm IST
                </span>
              </span>
            </li>
            <li>
              <Icon icon={homeIcon} />
              <span>
                <strong>Address</strong>
                <span>
                  Rupee Shop Pvt. Ltd., 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka
                  560103
                </span>
              </span>
            </li>
          </ul>
        </aside>
      </div>
    </StaticPage>
  );
}
