import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Form,
  FormTextField,
  useToast,
  useZodForm,
  usersIcon,
  type DataTableColumn,
} from '../../../components/ui';
import type { AdminsQuery as AdminsData } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { CreateCard } from '../CreateCard';
import { useConfirmAction } from '../use-confirm-action';
import { AdminSecurityMessages as M } from '../messages';
import layout from '../AdminFormTab.module.css';
import { inviteSchema } from '../security/security-forms';
import { AdminsQuery, DisableAdminMutation, EnableAdminMutation, InviteAdminMutation } from './operations';

type AdminRow = AdminsData['admins'][number];

const STATUS: Record<AdminRow['status'], { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  ACTIVE: { label: 'Active', tone: 'success' },
  INVITED: { label: 'Invited', tone: 'warning' },
  DISABLED: { label: 'Disabled', tone: 'danger' },
};

const columns: DataTableColumn<AdminRow>[] = [
  { id: 'name', header: 'Name', rowHeader: true, card: 'title', cell: (a) => a.name },
  { id: 'email', header: 'Email', cell: (a) => a.email },
  {
    id: 'twoFactor',
    header: 'Two-factor',
    cell: (a) => (a.twoFactorEnabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>),
  },
  { id: 'since', header: 'Added', cell: (a) => formatDateTime(a.createdAt) },
  {
    id: 'status',
    header: 'Status',
    card: 'aside',
    cell: (a) => <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>,
  },
];

/**
 * The dashboard's Admins tab: invite an admin by name and e-mail (they set their own password from
 * the mailed code), disable another admin (signed out everywhere at once) and enable them again.
 */
export function AdminsTab() {
  const toast = useToast();
  const me = useSession().user;
  const { data, error, loading, refetch } = useQuery(AdminsQuery);
  const [invite] = useMutation(InviteAdminMutation, {
    refetchQueries: ['Admins'],
    awaitRefetchQueries: true,
  });
  const [disable] = useMutation(DisableAdminMutation);
  const [enable] = useMutation(EnableAdminMutation);
  const disabling = useConfirmAction(async (a: AdminRow) => {
    await disable({ variables: { id: a.id } });
    return M.disabledAdmin(a.name);
  }, M.disableFailedAdmin);
  const [busyId, setBusyId] = useState<string | null>(null);
  const form = useZodForm(inviteSchema, { defaultValues: { name: '', email: '' } });

  async function send(values: { name: string; email: string }) {
    await invite({ variables: { input: values } });
    form.reset({ name: '', email: '' });
    toast.success(M.invited(values.email));
  }

  async function reEnable(a: AdminRow) {
    setBusyId(a.id);
    try {
      await enable({ variables: { id: a.id } });
      toast.success(M.enabledAdmin(a.name));
    } catch (err) {
      toast.error(errorMessage(err, M.enableFailedAdmin));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className={layout.tab}>
      <p className={layout.intro}>
        Invite an admin by name and e-mail: they get a code by e-mail and set their own password. Disabling an
        admin signs them out everywhere at once; the last active admin cannot be disabled.
      </p>
      <CreateCard title="Invite an admin">
        <Form
          form={form}
          onSubmit={send}
          failureMessage={M.inviteFailed}
          className={layout.form}
          aria-label="Invite an admin"
        >
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            autoComplete="off"
            required
            maxLength={100}
          />
          <FormTextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            inputMode="email"
            required
            maxLength={254}
          />
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            loadingText="Sending..."
            className={layout.submit}
          >
            Send invitation
          </Button>
        </Form>
      </CreateCard>

      <DataTable
        columns={columns}
        rows={data?.admins}
        rowKey={(a) => a.id}
        caption="Admins, oldest first"
        loading={loading}
        loadingLabel="Loading admins..."
        error={error && errorMessage(error, M.adminsLoadFailed)}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={usersIcon} title="No admins" text="Invite the first one above." />}
        actionsHeader="Actions"
        rowActions={(a) => {
          if (a.id === me?.id) return <span className={layout.intro}>You</span>;
          if (a.status === 'DISABLED')
            return (
              <Button
                size="sm"
                variant="secondary"
                loading={busyId === a.id}
                loadingText="Enabling..."
                onClick={() => void reEnable(a)}
                aria-label={`Enable ${a.name}`}
              >
                Enable
              </Button>
            );
          return (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => disabling.ask(a)}
              aria-label={`Disable ${a.name}`}
            >
              Disable
            </Button>
          );
        }}
        testId="admins-table"
        rowTestId="admin-row"
      />
      <ConfirmDialog
        {...disabling.dialog}
        title="Disable admin?"
        message={`${disabling.item?.name ?? ''} will be signed out everywhere at once and cannot sign in until an admin enables the account again.`}
        confirmLabel="Disable"
        danger
      />
    </div>
  );
}
