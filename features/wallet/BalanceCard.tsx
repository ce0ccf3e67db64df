import { Eye, EyeOff, Plus, ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import type { WalletBalances } from '../../contract';
import {
  Button,
  Card,
  Column,
  Columns,
  Inline,
  LoadError,
  Skeleton,
  SkeletonRegion,
  Text,
  Tiles,
  visuallyHidden,
} from '../../ui';
import { Figure } from './Figure';
import { HIDDEN_AMOUNT } from './wallet';
import * as styles from './wallet.css';
import { formatKobo } from '../../contract';

/** Where this device remembers that the balance is hidden. */
export const HIDE_BALANCE_KEY = 'kampus.wallet.hideBalance';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_BALANCE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the balance is hidden, remembered on this device (a private window forgets it). */
function useHiddenBalance(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      if (next) window.localStorage.setItem(HIDE_BALANCE_KEY, 'true');
      else window.localStorage.removeItem(HIDE_BALANCE_KEY);
    } catch {
      // Storage refused (private mode, full): the choice lasts for this visit only.
    }
  };
  return [hidden, toggle];
}

/** An amount, or asterisks that screen readers hear as 'Hidden'. */
function Amount({ kobo, hidden }: { kobo: number; hidden: boolean }) {
  if (!hidden) return formatKobo(kobo);
  return (
    <>
      <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
      <span className={visuallyHidden}>Hidden</span>
    </>
  );
}

export interface BalanceCardProps {
  balances: WalletBalances | undefined;
  error: Error | undefined;
  onRetry: () => void;
  onAddFunds: () => void;
  onWithdraw: () => void;
}

/** 'Available Balance' (hideable), what is held in escrow and on its way to the bank; 'Add funds' and 'Withdraw'. */
export function BalanceCard({ balances, error, onRetry, onAddFunds, onWithdraw }: BalanceCardProps) {
  const [hidden, toggleHidden] = useHiddenBalance();
  const show = (kobo: number) => <Amount kobo={kobo} hidden={hidden} />;

  let body;
  if (balances) {
    body = (
      <>
        <Columns collapseBelow="tablet" space="4" alignY="bottom">
          <div>
            <Inline space="2">
              <Text as="span" size="sm" weight="semibold" tone="muted">
                Available Balance
              </Text>
              <Button
                variant="transparent"
                size="sm"
                aria-label={hidden ? 'Show balance' : 'Hide balance'}
                aria-pressed={hidden}
                onPress={toggleHidden}
              >
                {hidden ? <Eye size={18} aria-hidden="true" /> : <EyeOff size={18} aria-hidden="true" />}
              </Button>
            </Inline>
            <p className={styles.balanceAmount}>{show(balances.availableKobo)}</p>
          </div>
          <Column width="content">
            <Inline space="3">
              <Button iconStart={<Plus size={18} aria-hidden="true" />} onPress={onAddFunds}>
                Add funds
              </Button>
              <Button variant="outline" iconStart={<ArrowUpRight size={18} aria-hidden="true" />} onPress={onWithdraw}>
                Withdraw
              </Button>
            </Inline>
          </Column>
        </Columns>
        <div className={styles.figures}>
          <Tiles as="dl" columns={{ mobile: 1, tablet: 3 }} space="3">
            <Figure term="In escrow as buyer">{show(balances.inEscrowAsBuyerKobo)}</Figure>
            <Figure term="In escrow as seller">{show(balances.inEscrowAsSellerKobo)}</Figure>
            <Figure term="Pending withdrawals">{show(balances.pendingWithdrawalsKobo)}</Figure>
          </Tiles>
        </div>
      </>
    );
  } else if (error) {
    body = <LoadError title="Your balance could not be loaded" message={error.message} onRetry={onRetry} />;
  } else {
    body = (
      <SkeletonRegion label="Loading your balance">
        <Skeleton lines={3} />
      </SkeletonRegion>
    );
  }

  return (
    <Card as="section" padding="lg" elevation="raised" aria-label="Balance">
      {body}
    </Card>
  );
}
