import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { newsletterEmailError, newsletterErrorMessage } from './catalog-helpers';
import { SubscribeNewsletterMutation } from './operations';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterMutation);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setStatus(null);
    const invalid = newsletterEmailError(email);
    setFieldError(invalid);
    if (invalid) return;
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      setStatus({
        tone: 'success',
        text:
          data?.subscribeNewsletter.message ?? 'Subscribed successfully! You will receive exclusive offers.',
      });
      setEmail('');
    } catch (err) {
      setStatus({ tone: 'error', text: newsletterErrorMessage(readGraphQLError(err).message) });
    }
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <div className="newsletter__copy">
        <h2 id="newsletter-heading">Get offers before anyone else</h2>
        <p>One short e-mail a week with new arrivals and member-only deals. No spam, unsubscribe any time.</p>
      </div>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate data-testid="newsletter-form">
        <TextField
          label="Email address"
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          error={fieldError}
          className="newsletter__field"
        />
        <Button type="submit" loading={loading} loadingText="Subscribing...">
          Subscribe
        </Button>
      </form>
      {status && (
        <div className="newsletter__status">
          <Alert variant={status.tone} onDismiss={() => setStatus(null)}>
            {status.text}
          </Alert>
        </div>
      )}
    </section>
  );
}
