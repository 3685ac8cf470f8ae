import { useValidatedForm } from '../../lib/use-validated-form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  TextArea,
  TextField,
} from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { sessionStore, useSession, type SessionUser } from '../../lib/session';
import { ChangePasswordMutation, MeQuery, UpdateProfileMutation } from './operations';
import { toSessionUser } from './session-user';
import {
  validatePasswordChange,
  validateProfile,
  type PasswordChangeForm,
  type ProfileForm,
} from './validation';
import './auth.css';

type Mode = 'view' | 'edit' | 'password';

export function UserDetailsPage() {
  const { user: sessionUser, token } = useSession();
  const { data, loading, error, refetch } = useQuery(MeQuery, { skip: !token });
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);

  if (!token) {
    return (
      <div className="container page">
        <EmptyState
          icon="lock"
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
      <div className="container page">
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

  return (
    <div className="container page" style={{ maxWidth: 760 }}>
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
        <div className="profile-head">
          <span className="profile-head__avatar" aria-hidden="true">
            {(user.name.trim()[0] ?? 'U').toUpperCase()}
          </span>
          <div>
            <h2>{user.name || 'User'}</h2>
            <p>{user.email}</p>
          </div>
        </div>
        {mode === 'view' && (
          <dl className="details-list" data-testid="user-details">
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
        {mode === 'edit' && <ProfileEditor user={user} onCancel={() => setMode('view')} onDone={done} />}
        {mode === 'password' && <PasswordEditor onCancel={() => setMode('view')} onDone={done} />}
      </Card>
    </div>
  );
}

function ProfileEditor({
  user,
  onCancel,
  onDone,
}: {
  user: SessionUser;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { form, errors, change, check, serverError } = useValidatedForm<ProfileForm>(
    { name: user.name, email: user.email, mobileNumber: user.mobileNumber, address: user.address },
    validateProfile,
  );
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateProfileMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const formEl = e.currentTarget as HTMLFormElement;
    if (!check(formEl)) return;
    try {
      const { data } = await update({
        variables: {
          input: {
            name: form.name.trim(),
            email: form.email.trim(),
            mobileNumber: form.mobileNumber.trim(),
            address: form.address.trim(),
          },
        },
      });
      if (data) sessionStore.setUser(toSessionUser(data.updateProfile.user));
      onDone(data?.updateProfile.message ?? 'Profile updated successfully');
    } catch (err) {
      const message = serverError(err, formEl);
      if (message !== null) setError(message || 'Failed to update profile. Please try again.');
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Edit profile">
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className="auth-form__grid">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(e) => change('name', e.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label="Mobile number"
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint="10 to 12 digits"
          value={form.mobileNumber}
          onChange={(e) => change('mobileNumber', e.target.value)}
          error={errors.mobileNumber}
          required
        />
        <TextField
          className="span-2"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => change('email', e.target.value)}
          error={errors.email}
          required
        />
        <TextArea
          className="span-2"
          label="Address"
          name="address"
          rows={3}
          autoComplete="street-address"
          value={form.address}
          onChange={(e) => change('address', e.target.value)}
          error={errors.address}
          required
        />
      </div>
      <div className="auth-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" loading={loading} loadingText="Saving...">
          Save changes
        </Button>
      </div>
    </form>
  );
}

function PasswordEditor({ onCancel, onDone }: { onCancel: () => void; onDone: (message: string) => void }) {
  const { form, errors, change, check, serverError } = useValidatedForm<PasswordChangeForm>(
    { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    validatePasswordChange,
  );
  const [error, setError] = useState<string | null>(null);
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const formEl = e.currentTarget as HTMLFormElement;
    if (!check(formEl)) return;
    try {
      const { data } = await changePassword({ variables: { input: form } });
      onDone(data?.changePassword.message ?? 'Password changed successfully');
    } catch (err) {
      const message = serverError(err, formEl);
      if (message !== null) setError(message || 'Failed to change password. Please try again.');
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Change password">
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(e) => change('currentPassword', e.target.value)}
        error={errors.currentPassword}
        required
      />
      <div className="auth-form__grid">
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          value={form.newPassword}
          onChange={(e) => change('newPassword', e.target.value)}
          error={errors.newPassword}
          required
        />
        <TextField
          label="Confirm new password"
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmNewPassword}
          onChange={(e) => change('confirmNewPassword', e.target.value)}
          error={errors.confirmNewPassword}
          required
        />
      </div>
      <div className="auth-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" loading={loading} loadingText="Updating...">
          Update password
        </Button>
      </div>
    </form>
  );
}
