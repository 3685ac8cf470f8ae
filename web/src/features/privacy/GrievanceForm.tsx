import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Form,
  FormSelect,
  FormTextArea,
  FormTextField,
  useToast,
  useZodForm,
} from '../../components/ui';
import { useSession } from '../../lib/session';
import { PrivacyMessages as M } from './messages';
import { noticeDate } from './notice-text';
import { SubmitPrivacyRequestMutation } from './operations';
import { grievanceSchema, REQUEST_KINDS } from './privacy-forms';
import styles from './PrivacyNotice.module.css';

/**
 * The notice page's form for privacy requests and grievances (DPDP Act): recorded, acknowledged by
 * e-mail, answered by the grievance officer within 90 days.
 */
export function GrievanceForm() {
  const { user } = useSession();
  const toast = useToast();
  const defaults = () => ({ name: user?.name ?? '', email: user?.email ?? '', kind: '', message: '' });
  const form = useZodForm(grievanceSchema, { defaultValues: defaults() });
  const [submit] = useMutation(SubmitPrivacyRequestMutation);
  const [sent, setSent] = useState<string | null>(null);

  async function send(values: { name: string; email: string; kind: string; message: string }) {
    setSent(null);
    // A refusal shows at the field it names, or in the form's banner (`<Form>` does both).
    const { data } = await submit({ variables: { input: values } });
    const filed = data?.submitPrivacyRequest;
    if (!filed) throw new Error(M.requestFailed);
    setSent(M.requestSent(filed.id.slice(0, 8).toUpperCase(), noticeDate(filed.dueAt)));
    toast.success('Request sent');
    form.reset(defaults());
  }

  return (
    <section className={styles.section} aria-labelledby="grievance-title">
      <h2 id="grievance-title">Ask us, or complain</h2>
      <p className={styles.muted}>
        Ask for your data, its correction or erasure, or raise a grievance about how we handle it. The
        grievance officer answers within 90 days. If you are not satisfied, you may complain to the Data
        Protection Board of India.
      </p>
      <Card padding="lg">
        <Form
          form={form}
          className={styles.form}
          onSubmit={send}
          failureMessage={M.requestFailed}
          data-testid="grievance-form"
          aria-label="Privacy request"
        >
          <div aria-live="polite">
            {sent && (
              <Alert variant="success" onDismiss={() => setSent(null)}>
                {sent}
              </Alert>
            )}
          </div>
          <FormTextField control={form.control} name="name" label="Your name" autoComplete="name" required />
          <FormTextField
            control={form.control}
            name="email"
            label="Your e-mail"
            type="email"
            autoComplete="email"
            required
            hint={user ? 'Signed in, we answer at your account e-mail.' : undefined}
          />
          <FormSelect
            control={form.control}
            name="kind"
            label="What is it about?"
            placeholder="Choose one"
            options={REQUEST_KINDS.map((k) => ({ value: k.value, label: k.label }))}
            required
          />
          <FormTextArea control={form.control} name="message" label="Your message" rows={5} required />
          <div>
            <Button type="submit" loading={form.formState.isSubmitting} loadingText="Sending...">
              Send request
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
