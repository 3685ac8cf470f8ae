import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  ErrorState,
  Form,
  FormTextField,
  LoadingState,
  Modal,
  useToast,
  useZodForm,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/graphql-errors';
import { AdminSecurityMessages as M } from '../messages';
import { SettingsCard } from '../settings/SettingsCard';
import {
  AdminSecurityQuery,
  DisableTwoFactorMutation,
  RegenerateRecoveryCodesMutation,
  SetAdminTwoFactorRequiredMutation,
} from './operations';
import { RecoveryCodes } from './RecoveryCodes';
import { passwordAndCodeSchema } from './security-forms';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import styles from './security.module.css';

type Action = 'regenerate' | 'disable';

/** Settings → Two-factor sign-in: set up, new recovery codes, turn off, and the rule for every admin. */
export function TwoFactorSection() {
  const { data, error, loading, refetch } = useQuery(AdminSecurityQuery);
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const toast = useToast();
  const [setRequired, policy] = useMutation(SetAdminTwoFactorRequiredMutation, {
    refetchQueries: ['AdminSecurity'],
    awaitRefetchQueries: true,
  });
  /** The box shows the admin's choice at once, while the change is saved. */
  const [requiring, setRequiring] = useState<boolean | null>(null);

  const security = data?.adminSecurity;
  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (!security) {
    body =
      error && !loading ? (
        <ErrorState message={M.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <LoadingState label="Loading two-factor settings..." />
      );
  } else if (enrolling) {
    body = (
      <TwoFactorEnrolment
        onCancel={() => setEnrolling(false)}
        onDone={(result) => {
          setEnrolling(false);
          setCodes(result.recoveryCodes);
          toast.success(M.enabled);
          void refetch();
        }}
      />
    );
  } else {
    body = (
      <>
        <p className={styles.status} data-testid="two-factor-status">
          {security.twoFactorEnabled ? (
            <>
              <Badge tone="success">On</Badge>
              <span>
                {security.recoveryCodesLeft} recovery code{security.recoveryCodesLeft === 1 ? '' : 's'} left
              </span>
            </>
          ) : (
            <>
              <Badge tone="warning">Off</Badge>
              <span>Sign-in asks only for your password.</span>
            </>
          )}
        </p>
        <div className={styles.actions}>
          {security.twoFactorEnabled ? (
            <>
              <Button variant="secondary" onClick={() => setAction('regenerate')}>
                New recovery codes
              </Button>
              <Button
                variant="ghost"
                onClick={() => setAction('disable')}
                disabled={security.requireTwoFactor}
                aria-describedby={security.requireTwoFactor ? 'two-factor-required-note' : undefined}
              >
                Turn off
              </Button>
            </>
          ) : (
            <Button onClick={() => setEnrolling(true)}>Set up two-factor</Button>
          )}
        </div>
        <Checkbox
          label="Require two-factor for every admin"
          checked={requiring ?? security.requireTwoFactor}
          disabled={!security.twoFactorEnabled || policy.loading}
          hint={
            security.twoFactorEnabled
              ? 'Admins without it set it up the next time they sign in.'
              : 'Turn on two-factor for your own account first.'
          }
          onChange={(e) => {
            const required = e.currentTarget.checked;
            setRequiring(required);
            setRequired({ variables: { required } })
              .then(() => toast.success(required ? M.policyOn : M.policyOff))
              .catch((err: unknown) => toast.error(errorMessage(err, M.policyFailed)))
              .finally(() => setRequiring(null));
          }}
          data-testid="require-two-factor"
        />
        {security.requireTwoFactor && security.twoFactorEnabled && (
          <p id="two-factor-required-note" className={styles.status}>
            While every admin must use it, it cannot be turned off.
          </p>
        )}
      </>
    );
  }

  return (
    <SettingsCard
      id="two-factor"
      title="Two-factor sign-in"
      intro="Sign-in asks for a code from an authenticator app on your phone as well as your password."
    >
      {body}
      <PasswordAndCodeModal
        action={action}
        onClose={() => setAction(null)}
        onCodes={(fresh) => {
          setAction(null);
          setCodes(fresh);
          void refetch();
        }}
        onDisabled={() => {
          setAction(null);
          void refetch();
        }}
      />
    </SettingsCard>
  );
}

/** New recovery codes or turning two-factor off: both need the password and a current code. */
function PasswordAndCodeModal({
  action,
  onClose,
  onCodes,
  onDisabled,
}: {
  action: Action | null;
  onClose: () => void;
  onCodes: (codes: readonly string[]) => void;
  onDisabled: () => void;
}) {
  const toast = useToast();
  const form = useZodForm(passwordAndCodeSchema, { defaultValues: { password: '', code: '' } });
  const [regenerate] = useMutation(RegenerateRecoveryCodesMutation);
  const [disable] = useMutation(DisableTwoFactorMutation);
  const regenerating = action === 'regenerate';

  async function submit(input: { password: string; code: string }) {
    if (regenerating) {
      const res = await regenerate({ variables: { input } });
      form.reset();
      toast.success(M.regenerated);
      onCodes(res.data?.regenerateRecoveryCodes.recoveryCodes ?? []);
    } else {
      const res = await disable({ variables: { input } });
      form.reset();
      toast.success(res.data?.disableTwoFactor.message ?? 'Two-factor sign-in is off.');
      onDisabled();
    }
  }

  return (
    <Modal
      open={action !== null}
      onClose={() => {
        form.reset();
        onClose();
      }}
      title={regenerating ? 'New recovery codes' : 'Turn off two-factor sign-in'}
      size="sm"
    >
      <Form
        form={form}
        onSubmit={submit}
        failureMessage={regenerating ? M.regenerateFailed : M.disableFailed}
        className={styles.form}
        aria-label={regenerating ? 'New recovery codes' : 'Turn off two-factor sign-in'}
      >
        <p className={styles.status}>
          {regenerating
            ? 'Your current recovery codes stop working.'
            : 'Sign-in will ask only for your password again.'}
        </p>
        <FormTextField
          control={form.control}
          name="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={form.control}
          name="code"
          label="Code from the app"
          hint={regenerating ? 'The 6-digit code it shows now' : 'Or a recovery code'}
          autoComplete="one-time-code"
          required
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant={regenerating ? 'primary' : 'danger'}
            loading={form.formState.isSubmitting}
            loadingText="Checking..."
          >
            {regenerating ? 'Make new codes' : 'Turn off'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
