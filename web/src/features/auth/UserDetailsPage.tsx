import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  cx,
  EmptyState,
  ErrorState,
  Form,
  FormTextArea,
  FormTextField,
  layout,
  LoadingState,
  PageHeader,
  useZodForm,
  lockIcon,
} from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { sessionStore, useSession, type SessionUser } from '../../lib/session';
import { AddressBook } from '../addresses/public';
import { PrivacyPanel } from '../privacy/public';
import { ChangePasswordMutation, MeQuery, UpdateProfileMutation } from './operations';
import { toSessionUser } from './session-user';
import { AuthMessages } from './messages';
import { EmailChangeConfirm } from './EmailChangeConfirm';
import { SessionsPanel } from './SessionsPanel';
import { passwordChangeSchema, profileSchemaFor, type ProfileValues } from './validation';
import formStyles from './auth-form.module.css';
import styles from './UserDetailsPage.module.css';

type Mode = 'view' | 'edit' | 'password' | 'email';

export function UserDetailsPage() {
  const { user: sessionUser, token } = useSession();
  const { data, loading, error, refetch } = useQuery(MeQuery, { skip: !token });
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  if (!token) {
    return (
      <div className={cx(layout.container, layout.page)}>
        <EmptyState
          icon={lockIcon}
          titleAs="h1"
          title="Please log in to view your details."
          action={
            <ButtonLink to="/login" state={{ from: '/user-details' }}>
              Login
            </ButtonLink>
          }
        />
      </div>
    );
  }

  const user: SessionUser | null = data?.me ? toSessionUser(data.me) : sessionUser;
  if (!user) {
    if (loading) return <LoadingState label="Loading your details..." />;
    return (
      <div className={cx(layout.container, layout.page)}>
        <ErrorState
          message={
            error
              ? readGraphQLError(error).message || 'Failed to load your details'
              : 'Failed to load your details'
          }
          onRetry={() => void refetch()}
        />
      </div>
    );
  }

  function done(message: string) {
    setNotice(message);
    setMode('view');
  }

  function awaitCode(email: string, message: string) {
    setPendingEmail(email);
    setNotice(message);
    setMode('email');
  }

  return (
    <div className={cx(layout.container, layout.page)} style={{ maxWidth: 760 }}>
      <PageHeader
        title="User Details"
        subtitle="Your account information and password."
        actions={
          mode === 'view' ? (
            <>
              <Button variant="secondary" onClick={() => (setNotice(null), setMode('edit'))}>
                Edit
              </Button>
              <Button variant="secondary" onClick={() => (setNotice(null), setMode('password'))}>
                Change Password
              </Button>
            </>
          ) : null
        }
      />
      {notice && (
        <div style={{ marginBottom: 'var(--space-2)' }}>
          <Alert variant="success" onDismiss={() => setNotice(null)} data-testid="user-details-success">
            {notice}
          </Alert>
        </div>
      )}
      <Card padding="lg">
        <div className={styles.head}>
          <span className={styles.avatar} aria-hidden="true">
            {(user.name.trim()[0] ?? 'U').toUpperCase()}
          </span>
          <div>
            <h2>{user.name || 'User'}</h2>
            <p>{user.email}</p>
          </div>
        </div>
        {mode === 'view' && (
          <dl className={styles.list} data-testid="user-details">
            <dt>Name</dt>
            <dd>{user.name || '—'}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Mobile number</dt>
            <dd>{user.mobileNumber || '—'}</dd>
            <dt>Address</dt>
            <dd>{user.address || '—'}</dd>
          </dl>
        )}
        {mode === 'edit' && (
          <ProfileEditor user={user} onCancel={() => setMode('view')} onDone={done} onCodeSent={awaitCode} />
        )}
        {mode === 'email' && pendingEmail && (
          <EmailChangeConfirm
            email={pendingEmail}
            onCancel={() => (setNotice(null), setMode('view'))}
            onDone={done}
          />
        )}
        {mode === 'password' && <PasswordEditor onCancel={() => setMode('view')} onDone={done} />}
      </Card>
      <SessionsPanel />
      <AddressBook />
      <PrivacyPanel />
    </div>
  );
}

function ProfileEditor({
  user,
  onCancel,
  onDone,
  onCodeSent,
}: {
  user: SessionUser;
  onCancel: () => void;
  onDone: (message: string) => void;
  /** A new e-mail was asked for: its code went to that address. */
  onCodeSent: (email: string, message: string) => void;
}) {
  const form = useZodForm(profileSchemaFor(user.email), {
    defaultValues: {
      name: user.name,
      email: user.email,
      mobileNumber: user.mobileNumber,
      address: user.address,
      currentPassword: '',
    },
  });
  const [update] = useMutation(UpdateProfileMutation);
  const busy = form.formState.isSubmitting;
  const email = useWatch({ control: form.control, name: 'email' });
  const changingEmail = email.trim().toLowerCase() !== user.email.toLowerCase();

  async function submit({ currentPassword, ...profile }: ProfileValues) {
    const input = { ...profile, currentPassword: changingEmail ? currentPassword : null };
    const { data } = await update({ variables: { input } });
    if (data) sessionStore.setUser(toSessionUser(data.updateProfile.user));
    const message = data?.updateProfile.message ?? 'Profile updated successfully';
    if (data?.updateProfile.pendingEmail) onCodeSent(data.updateProfile.pendingEmail, message);
    else onDone(message);
  }

  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={submit}
      failureMessage={AuthMessages.profileFailed}
      aria-label="Edit profile"
    >
      <div className={formStyles.grid}>
        <FormTextField control={form.control} name="name" label="Name" autoComplete="name" required />
        <FormTextField
          control={form.control}
          name="mobileNumber"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint="10 to 12 digits"
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          className={formStyles.span2}
          label="Email"
          type="email"
          autoComplete="email"
          hint="Changing it needs your password and a code we e-mail to the new address."
          required
        />
        {changingEmail && (
          <FormTextField
            control={form.control}
            name="currentPassword"
            className={formStyles.span2}
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change your email."
            required
          />
        )}
        <FormTextArea
          control={form.control}
          name="address"
          className={formStyles.span2}
          label="Address"
          rows={3}
          autoComplete="street-address"
          required
        />
      </div>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          Save changes
        </Button>
      </div>
    </Form>
  );
}

function PasswordEditor({ onCancel, onDone }: { onCancel: () => void; onDone: (message: string) => void }) {
  const form = useZodForm(passwordChangeSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const [changePassword] = useMutation(ChangePasswordMutation);
  const busy = form.formState.isSubmitting;

  async function submit(input: { currentPassword: string; newPassword: string; confirmNewPassword: string }) {
    const { data } = await changePassword({ variables: { input } });
    onDone(data?.changePassword.message ?? 'Password changed successfully');
  }

  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={submit}
      failureMessage={AuthMessages.passwordChangeFailed}
      aria-label="Change password"
    >
      <FormTextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className={formStyles.grid}>
        <FormTextField
          control={form.control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
        />
        <FormTextField
          control={form.control}
          name="confirmNewPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Updating...">
          Update password
        </Button>
      </div>
    </Form>
  );
}
