import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Button,
  Card,
  cx,
  EmptyState,
  ErrorState,
  Form,
  FormAlert,
  FormTextField,
  Icon,
  layout,
  LoadingState,
  PageHeader,
  useToast,
  useZodForm,
  plusIcon,
  walletIcon,
} from '../../components/ui';
import { formatINR } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { useOnReconnect } from '../../lib/socket-status';
import { topUpSchema } from './checkout-form';
import { useOrderChanges } from '../orders/public';
import { LoginRequired } from './components';
import { WalletMessages } from './messages';
import { AddFundsMutation, WalletQuery } from './operations';
import { usePaymentCheckout, useSignedReturn } from './use-payment-checkout';
import styles from './commerce.module.css';

export function WalletPage() {
  const { token } = useSession();
  if (!token) return <LoginRequired message="Please log in to view your wallet." from="/wallet" />;
  return <Wallet />;
}

function Wallet() {
  const { data, error, refetch } = useQuery(WalletQuery, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  // Live: a refund (a cancellation, a confirmed return) or an order paid from the wallet.
  useOrderChanges(() => void refetch().catch(() => undefined));
  useOnReconnect(() => void refetch().catch(() => undefined));
  useTopUpReturn(() => void refetch().catch(() => undefined));

  if (!data) {
    if (error)
      return (
        <div className={cx(layout.container, layout.page)}>
          <ErrorState
            message={errorMessage(error, 'Failed to fetch wallet')}
            onRetry={() => void refetch()}
          />
        </div>
      );
    return <LoadingState label="Loading your wallet..." />;
  }
  const { balance, transactions } = data.wallet;

  return (
    <div className={cx(styles.walletPage, layout.container, layout.page)}>
      <PageHeader title="My Wallet" subtitle="Pay for orders with your balance; refunds land here." />
      <Card padding="lg" className={styles.walletBalance}>
        <div>
          <p className={styles.walletBalanceLabel}>Available balance</p>
          <p className={styles.walletBalanceAmount} data-testid="wallet-balance">
            {formatINR(balance)}
          </p>
        </div>
        <Button
          variant={adding ? 'secondary' : 'primary'}
          aria-expanded={adding}
          aria-controls="add-funds"
          onClick={() => setAdding((a) => !a)}
        >
          {adding ? (
            'Close'
          ) : (
            <>
              <Icon icon={plusIcon} size={18} /> Add Funds
            </>
          )}
        </Button>
      </Card>
      {adding && <AddFundsForm onDone={() => setAdding(false)} />}

      <section aria-labelledby="tx-title" className={styles.walletHistory}>
        <h2 id="tx-title" className={styles.commerceH2}>
          Transaction history
        </h2>
        {transactions.length === 0 ? (
          <EmptyState
            icon={walletIcon}
            title="No transactions yet"
            text="Top-ups, payments and refunds appear here."
          />
        ) : (
          <ul className={styles.txList} data-testid="transactions">
            {transactions.map((t) => (
              <li
                key={t.id}
                className={cx(
                  styles.tx,
                  t.type.toLowerCase() === 'credit' ? styles.txCredit : styles.txDebit,
                )}
                data-testid="transaction"
              >
                <span className={styles.txIcon} aria-hidden="true">
                  {t.type === 'CREDIT' ? '+' : '−'}
                </span>
                <div>
                  <p className={styles.txDesc}>{t.description}</p>
                  <p className={cx(layout.textSm, layout.textMuted)}>
                    <span>{t.type === 'CREDIT' ? 'Credit' : 'Debit'}</span> · {formatDateTime(t.createdAt)}
                  </p>
                </div>
                <p className={styles.txAmount}>
                  <span className={layout.visuallyHidden}>
                    {t.type === 'CREDIT' ? 'Credited' : 'Debited'}{' '}
                  </span>
                  <span aria-hidden="true">{t.type === 'CREDIT' ? '+' : '−'}</span>
                  {formatINR(t.amount)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Back from the payment page: the signed return confirmed once (`useSignedReturn`), the wallet refetched. */
function useTopUpReturn(onSettled: () => void) {
  const toast = useToast();
  useSignedReturn((paid) => {
    if (paid?.state === 'PAID') toast.success(`${formatINR(paid.amount)} added to your wallet`);
    else toast.info(WalletMessages.topUpPending);
    onSettled();
  });
}

function AddFundsForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(topUpSchema, { defaultValues: { amount: '', description: '' } });
  const [addFunds] = useMutation(AddFundsMutation);
  const pay = usePaymentCheckout();

  /** The money comes through the payment page; the balance grows once it is paid. */
  async function submit({ amount, description }: { amount: number; description: string }) {
    const res = await addFunds({ variables: { amount, description } });
    const checkout = res.data?.addFunds.payment;
    if (!checkout) throw new Error(WalletMessages.failed);
    onDone();
    await pay(checkout, '/wallet', 'Wallet top-up');
  }

  return (
    <Card id="add-funds" padding="lg" className={styles.addFundsCard}>
      <Form
        form={form}
        className={styles.addFunds}
        onSubmit={submit}
        failureMessage={WalletMessages.failed}
        banner={false}
        aria-label="Add funds"
      >
        <FormTextField
          control={form.control}
          name="amount"
          label="Amount (₹)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          required
        />
        <FormTextField
          control={form.control}
          name="description"
          label="Description (optional)"
          placeholder={WalletMessages.defaultDescription}
          maxLength={200}
        />
        <FormAlert form={form} className={styles.addFundsWide} />
        <div className={cx(layout.row, styles.addFundsWide)}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add Funds
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    </Card>
  );
}
