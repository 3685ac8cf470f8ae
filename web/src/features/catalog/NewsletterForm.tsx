import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Button, Form, FormAlert, FormError, FormTextField, useZodForm } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { Link } from '../../lib/link';
import { newsletterErrorMessage, newsletterSchema } from './catalog-forms';
import { CatalogMessages } from './messages';
import { SubscribeNewsletterMutation } from './operations';
import styles from './NewsletterForm.module.css';

export function NewsletterForm() {
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '' } });
  const [done, setDone] = useState<string | null>(null);
  const [subscribe] = useMutation(SubscribeNewsletterMutation);

  async function submit({ email }: { email: string }) {
    setDone(null);
    try {
      const { data } = await subscribe({ variables: { email } });
      setDone(data?.subscribeNewsletter.message ?? CatalogMessages.newsletterDone);
      form.reset();
    } catch (err) {
      throw new FormError(newsletterErrorMessage(readGraphQLError(err).message));
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-heading">
      <div>
        <h2 id="newsletter-heading">Get offers before anyone else</h2>
        <p>One short e-mail a week with new arrivals and member-only deals. No spam, unsubscribe any time.</p>
      </div>
      <Form
        form={form}
        className={styles.newsletterForm}
        onSubmit={submit}
        failureMessage={CatalogMessages.newsletterFailed}
        banner={false}
        data-testid="newsletter-form"
      >
        <FormTextField
          control={form.control}
          name="email"
          label="Email address"
          hideLabel
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.newsletterField}
          onDark
        />
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Subscribing...">
          Subscribe
        </Button>
      </Form>
      <p className={styles.newsletterConsent}>
        By subscribing: {CatalogMessages.newsletterConsent} We send offers only after you confirm by the link
        we e-mail you. <Link to="/privacy">Privacy notice</Link>
      </p>
      {(done || form.formError) && (
        <div className={styles.newsletterStatus}>
          {done ? (
            <Alert variant="success" onDismiss={() => setDone(null)}>
              {done}
            </Alert>
          ) : (
            <FormAlert form={form} />
          )}
        </div>
      )}
    </section>
  );
}
