import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from '../../lib/link';
import {
  Button,
  Form,
  FormError,
  FormTextField,
  lockIcon,
  settingsIcon,
  useZodForm,
} from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthCard, LoginForm, toSessionUser, useSignIn } from '../auth/public';
import { AdminMessages, AdminSecurityMessages as M } from './messages';
import { AdminSignInCodeMutation, AdminSignInMutation } from './security/operations';
import { RecoveryCodes } from './security/RecoveryCodes';
import { signInCodeSchema } from './security/security-forms';
import { TwoFactorEnrolment, type EnrolmentResult } from './security/TwoFactorEnrolment';
import styles from './security/security.module.css';

type SignedIn = { token: string; user: Parameters<typeof toSessionUser>[0] };
type Step =
  | { step: 'password' }
  | { step: 'code'; challenge: string }
  | { step: 'enrol'; challenge: string }
  | { step: 'codes'; codes: readonly string[]; session: SignedIn };

/**
 * Admin sign-in: the password, then (two-factor on) a code from the app or a recovery code, or
 * (the shop requires two-factor and this admin has none) setting up the app before the dashboard.
 */
export function AdminLoginPage() {
  const [signIn] = useMutation(AdminSignInMutation);
  const startSession = useSignIn();
  const [step, setStep] = useState<Step>({ step: 'password' });

  async function enter(session: SignedIn) {
    const user = toSessionUser(session.user);
    if (user.role !== 'admin') throw new FormError(AdminMessages.notAdmin);
    await startSession(user, session.token, '/dashboard');
  }

  async function password(email: string, pass: string) {
    let result;
    try {
      result = await signIn({ variables: { input: { email, password: pass } } });
    } catch (err) {
      throw new FormError(readGraphQLError(err).message || AdminMessages.loginFailed);
    }
    const payload = result.data?.adminSignIn;
    if (!payload) throw new FormError(AdminMessages.loginFailed);
    if (payload.next === 'CODE' && payload.challenge) setStep({ step: 'code', challenge: payload.challenge });
    else if (payload.next === 'ENROL' && payload.challenge)
      setStep({ step: 'enrol', challenge: payload.challenge });
    else if (payload.token && payload.user) await enter({ token: payload.token, user: payload.user });
    else throw new FormError(AdminMessages.loginFailed);
  }

  const back = () => setStep({ step: 'password' });
  let title = 'Admin Portal';
  let subtitle = 'Sign in with your administrator account.';
  let content;
  switch (step.step) {
    case 'password':
      content = <LoginForm onSubmit={password} />;
      break;
    case 'code':
      title = 'Two-factor sign-in';
      subtitle = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
      content = <CodeStep challenge={step.challenge} onSignedIn={enter} onBack={back} />;
      break;
    case 'enrol':
      title = 'Set up two-factor sign-in';
      subtitle =
        'This shop requires a code from an authenticator app for every admin. Set it up to continue.';
      content = (
        <TwoFactorEnrolment
          challenge={step.challenge}
          onCancel={back}
          onDone={(r: EnrolmentResult) => {
            if (r.token && r.user)
              setStep({ step: 'codes', codes: r.recoveryCodes, session: { token: r.token, user: r.user } });
            else back();
          }}
        />
      );
      break;
    case 'codes':
      title = 'Two-factor sign-in is on';
      subtitle = 'One last thing before the dashboard.';
      content = (
        <RecoveryCodes
          codes={step.codes}
          doneLabel="Continue to the dashboard"
          onDone={() => void enter(step.session)}
        />
      );
      break;
  }

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      icon={step.step === 'password' ? settingsIcon : lockIcon}
      footer={
        <p>
          Not an admin? <Link to="/login">Back to user login</Link>
        </p>
      }
    >
      {content}
    </AuthCard>
  );
}

function CodeStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (s: SignedIn) => Promise<void>;
  onBack: () => void;
}) {
  const [send] = useMutation(AdminSignInCodeMutation);
  const form = useZodForm(signInCodeSchema, { defaultValues: { code: '' } });

  async function submit({ code }: { code: string }) {
    const res = await send({ variables: { input: { challenge, code } } });
    const payload = res.data?.adminSignInCode;
    if (!payload) throw new FormError(M.signInFailed);
    await onSignedIn(payload);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      failureMessage={M.signInFailed}
      className={styles.form}
      errorTestId="two-factor-error"
      aria-label="Two-factor code"
    >
      <FormTextField
        control={form.control}
        name="code"
        label="Authentication code"
        hint="6 digits, or a recovery code like abcde-12345"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={16}
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={form.formState.isSubmitting}
        loadingText="Checking..."
      >
        Verify and sign in
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        Use a different account
      </Button>
    </Form>
  );
}
