import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { goToPaymentPage, paths } from '../../client';
import { Heading, Stack } from '../../ui';
import { useWalletBalances } from './api';
import { BalanceCard } from './BalanceCard';
import { DepositModal, DepositReturn } from './Deposit';
import { TransactionHistory } from './TransactionHistory';
import { monthOf, type WalletDashboard } from './wallet';
import { WithdrawModal } from './WithdrawModal';

/** The query the payment page comes back with: `<base>/wallet?deposit=<reference>`. */
const DEPOSIT_PARAM = 'deposit';

export interface WalletScreenProps {
  /** The dashboard the wallet is shown in: deposits come back to its wallet page. */
  dashboard: WalletDashboard;
  /** Now, for the history's current month (stories fix it). */
  now?: Date;
  /** Sends the browser to the payment page (stories record it instead). */
  goToPayment?: (url: string) => void;
  /** How often the return from the payment page and a pending withdrawal are asked about (ms). */
  pollMs?: number;
  /** How long the return from the payment page waits before saying the payment is still unconfirmed (ms). */
  depositWaitMs?: number;
}

/**
 * The wallet (/dashboard/wallet and /seller/dashboard/wallet): the balances, 'Add funds' and
 * 'Withdraw', and the history by month.
 */
export function WalletScreen({ dashboard, now, goToPayment = goToPaymentPage, pollMs, depositWaitMs }: WalletScreenProps) {
  const [search, setSearch] = useSearchParams();
  const balances = useWalletBalances();
  const [currentMonth] = useState(() => monthOf(now ?? new Date()));
  const [depositReference, setDepositReference] = useState(() => search.get(DEPOSIT_PARAM));
  const [depositing, setDepositing] = useState<{ amountKobo?: number } | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const verificationHref = (dashboard === 'seller' ? paths.sellerDashboard : paths.dashboard).verification;

  const dropDepositQuery = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DEPOSIT_PARAM);
        next.delete('trxref');
        next.delete('reference');
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);
  const dismissDeposit = useCallback(() => setDepositReference(null), []);

  return (
    <Stack space="5">
      <Heading level={1} size="xl">
        Wallet
      </Heading>
      {depositReference && (
        <DepositReturn
          reference={depositReference}
          onSettled={dropDepositQuery}
          onDismiss={dismissDeposit}
          onTryAgain={(amountKobo) => {
            setDepositReference(null);
            setDepositing({ amountKobo });
          }}
          pollMs={pollMs}
          waitMs={depositWaitMs}
        />
      )}
      <BalanceCard
        balances={balances.data}
        error={balances.error}
        onRetry={() => void balances.mutate()}
        onAddFunds={() => setDepositing({})}
        onWithdraw={() => setWithdrawing(true)}
      />
      <TransactionHistory currentMonth={currentMonth} />
      {depositing && (
        <DepositModal
          dashboard={dashboard}
          defaultAmountKobo={depositing.amountKobo}
          goToPayment={goToPayment}
          onClose={() => setDepositing(null)}
        />
      )}
      {withdrawing && <WithdrawModal verificationHref={verificationHref} pollMs={pollMs} onClose={() => setWithdrawing(false)} />}
    </Stack>
  );
}
