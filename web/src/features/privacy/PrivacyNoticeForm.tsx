import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Button, Card, Form, FormTextArea, FormTextField, useToast, useZodForm } from '../../components/ui';
import { PrivacyMessages as M } from './messages';
import { noticeDate } from './notice-text';
import { PrivacyNoticeQuery, PublishPrivacyNoticeMutation, type PrivacyNotice } from './operations';
import { noticeSchema } from './privacy-forms';
import styles from './AdminPrivacy.module.css';

const EMPTY = { fiduciaryName: '', fiduciaryContact: '', officerName: '', officerEmail: '', body: '' };

/** The notice's settings: who is responsible, the grievance officer, and the text. Saving publishes a new version. */
export function PrivacyNoticeForm() {
  const toast = useToast();
  const { data } = useQuery(PrivacyNoticeQuery, { fetchPolicy: 'cache-and-network' });
  const [publish] = useMutation(PublishPrivacyNoticeMutation);
  const form = useZodForm(noticeSchema, { defaultValues: EMPTY });
  const notice = data?.privacyNotice;
  const { reset } = form;

  useEffect(() => {
    if (notice) {
      const { fiduciaryName, fiduciaryContact, officerName, officerEmail, body } = notice;
      reset({ fiduciaryName, fiduciaryContact, officerName, officerEmail, body });
    }
  }, [notice, reset]);

  async function save(values: typeof EMPTY) {
    const { data: saved } = await publish({
      variables: { input: values },
      update: (cache, result) => {
        const next: PrivacyNotice | undefined = result.data?.publishPrivacyNotice;
        if (next) cache.writeQuery({ query: PrivacyNoticeQuery, data: { privacyNotice: next } });
      },
    });
    toast.success(M.published(saved?.publishPrivacyNotice.version ?? ''));
  }

  return (
    <section aria-labelledby="notice-settings-title">
      <h2 id="notice-settings-title">Privacy notice</h2>
      <p className={styles.intro}>
        {notice
          ? `Version ${notice.version}, published ${noticeDate(notice.publishedAt)}. Saving publishes a new version on /privacy; consents record the version they were given under.`
          : 'Saving publishes a new version on /privacy.'}
      </p>
      <Card padding="lg">
        <Form
          form={form}
          className={styles.form}
          onSubmit={save}
          failureMessage={M.publishFailed}
          data-testid="privacy-notice-form"
          aria-label="Privacy notice settings"
        >
          <div className={styles.pair}>
            <FormTextField
              control={form.control}
              name="fiduciaryName"
              label="Data fiduciary (legal name)"
              required
            />
            <FormTextField
              control={form.control}
              name="fiduciaryContact"
              label="Data fiduciary's contact"
              hint="E-mail or postal address"
              required
            />
            <FormTextField
              control={form.control}
              name="officerName"
              label="Grievance officer's name"
              required
            />
            <FormTextField
              control={form.control}
              name="officerEmail"
              label="Grievance officer's e-mail"
              type="email"
              required
            />
          </div>
          <FormTextArea
            control={form.control}
            name="body"
            label="Text of the notice"
            hint='Blank lines separate paragraphs; start a line with "## " for a heading, "- " for a list item.'
            rows={14}
            required
          />
          <div>
            <Button type="submit" loading={form.formState.isSubmitting} loadingText="Publishing...">
              Publish new version
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
