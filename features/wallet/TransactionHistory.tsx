import { CreditCard, ReceiptText } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, useApi } from '../../client';
import { walletTransactionSchema, type WalletTransaction, formatKobo, formatLongDate, formatTime } from '../../contract';
import {
  Badge,
  Card,
  CardLink,
  Column,
  Columns,
  EmptyState,
  Fact,
  FactList,
  Heading,
  Inline,
  Link,
  LoadError,
  Modal,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  textClassName,
  Tiles,
  visuallyHidden,
  type TextTone,
} from '../../ui';
import { useWalletMonth } from './api';
import { amountTone, amountWords, cardNote, chosenMonth, kindLabels, monthLabel, signedAmount, statusBadge } from './wallet';
import { Figure } from './Figure';
import { MonthPicker } from './MonthPicker';
import * as styles from './wallet.css';

/** The query parameters the history keeps in the address, so a month and an open row can be linked to. */
const MONTH_PARAM = 'month';
const TRANSACTION_PARAM = 'transaction';

/** Money in reads green, money out red; a card payment or refund, which left the balance alone, plain. */
const amountTones: Record<ReturnType<typeof amountTone>, TextTone> = { in: 'positive', out: 'critical', card: 'neutral' };

function SignedAmount({ transaction, big }: { transaction: WalletTransaction; big?: boolean }) {
  return (
    <Text as="span" size={big ? '2xl' : undefined} weight="semibold" tone={amountTones[amountTone(transaction)]} numeric>
      <span aria-hidden="true">{signedAmount(transaction)}</span>
      <span className={visuallyHidden}>{amountWords(transaction)}</span>
    </Text>
  );
}

/** Says where the money of a card payment or refund went, as the balance did not move. */
function CardNote({ transaction }: { transaction: WalletTransaction }) {
  const note = cardNote(transaction);
  if (!note) return null;
  return (
    <Text as="div" size="sm" tone="muted">
      <Inline space="1">
        <CreditCard aria-hidden="true" size={14} />
        {note}
      </Inline>
    </Text>
  );
}

function TransactionRow({ transaction, href }: { transaction: WalletTransaction; href: string }) {
  const badge = statusBadge(transaction.status);
  const titleId = `transaction-${transaction.id}`;
  return (
    <Card as="li" padding="sm" aria-labelledby={titleId}>
      <Columns space="3" alignY="center">
        <Stack space="1">
          <Heading level={3} size="md" id={titleId}>
            <CardLink href={href}>{kindLabels[transaction.kind]}</CardLink>
          </Heading>
          <span className={`${textClassName({ size: 'sm', tone: 'muted' })} ${styles.breakAnywhere}`}>
            {transaction.description}
          </span>
          <CardNote transaction={transaction} />
          <Text as="span" size="sm" tone="muted">
            {formatLongDate(transaction.createdAt)}, {formatTime(transaction.createdAt)}
          </Text>
        </Stack>
        <Column width="content">
          <Stack space="2" align="right">
            <SignedAmount transaction={transaction} />
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </Stack>
        </Column>
      </Columns>
    </Card>
  );
}

function HistorySkeleton() {
  return (
    <SkeletonRegion label="Loading your transactions">
      <Stack space="3">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} padding="sm">
            <Skeleton lines={3} />
          </Card>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}

/** Where a row's order is seen: an earning from the seller's side, a payment or refund from the buyer's. */
function orderHref(transaction: WalletTransaction): string | null {
  if (!transaction.orderId) return null;
  return transaction.kind === 'earning'
    ? paths.sellerDashboard.order(transaction.orderId)
    : paths.dashboard.order(transaction.orderId);
}

interface DetailProps {
  id: string;
  /** The row as the month's list has it, when it is there (a linked row is fetched). */
  known: WalletTransaction | undefined;
  /** Whether the month's list has answered: until then a row may still be found in it. */
  monthSettled: boolean;
  onClose: () => void;
}

/** 'Transaction ID', 'Date', 'Amount', 'Status', what it was for and its order. */
function TransactionDetail({ id, known, monthSettled, onClose }: DetailProps) {
  const { data, error, mutate } = useApi(known || !monthSettled ? null : ['wallet', 'transactions', id], walletTransactionSchema);
  const transaction = known ?? data;
  const order = transaction && orderHref(transaction);

  let body;
  if (transaction) {
    const badge = statusBadge(transaction.status);
    body = (
      <Stack space="4">
        <SignedAmount transaction={transaction} big />
        <p>{transaction.description}</p>
        {!transaction.throughWallet && (
          <Text size="sm" tone="muted">
            {cardNote(transaction)}. Your wallet balance did not change, so this is not counted in Money in or Money out.
          </Text>
        )}
        <FactList>
          <Fact term="Transaction ID">{transaction.id}</Fact>
          <Fact term="Date">
            {formatLongDate(transaction.createdAt)}, {formatTime(transaction.createdAt)}
          </Fact>
          <Fact term="Amount">{formatKobo(transaction.amountKobo)}</Fact>
          <Fact term="Status">
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </Fact>
        </FactList>
        {order && <Link href={order}>View the order</Link>}
      </Stack>
    );
  } else if (error) {
    body = (
      <LoadError
        title={error.status === 404 ? 'This transaction was not found' : 'This transaction could not be loaded'}
        message={error.status === 404 ? undefined : error.message}
        onRetry={() => void mutate()}
      />
    );
  } else {
    body = (
      <SkeletonRegion label="Loading the transaction">
        <Skeleton lines={4} />
      </SkeletonRegion>
    );
  }

  return (
    <Modal isOpen onClose={onClose} isDismissable title={transaction ? kindLabels[transaction.kind] : 'Transaction'}>
      {body}
    </Modal>
  );
}

export interface TransactionHistoryProps {
  /** The current month, 'YYYY-MM': the picker's newest and default. */
  currentMonth: string;
}

/**
 * The history of one month (`?month=`, from January 2025 to now, the current month by default):
 * what came in and went out, and its rows, each opening its detail (`?transaction=`).
 */
export function TransactionHistory({ currentMonth }: TransactionHistoryProps) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const month = chosenMonth(search.get(MONTH_PARAM), currentMonth);
  const open = search.get(TRANSACTION_PARAM);
  const { data, error, mutate } = useWalletMonth(month);

  const withParams = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(search);
    change(params);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const rowHref = (id: string) => withParams((params) => params.set(TRANSACTION_PARAM, id));
  const closeDetail = () =>
    void navigate(
      withParams((params) => params.delete(TRANSACTION_PARAM)),
      { replace: true },
    );

  function chooseMonth(next: string) {
    const params = new URLSearchParams(search);
    if (next === currentMonth) params.delete(MONTH_PARAM);
    else params.set(MONTH_PARAM, next);
    params.delete(TRANSACTION_PARAM);
    setSearch(params);
  }

  let content;
  if (data && data.items.length > 0) {
    content = (
      <Stack as="ul" space="3" aria-label={`Transactions in ${monthLabel(month)}`}>
        {data.items.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} href={rowHref(transaction.id)} />
        ))}
      </Stack>
    );
  } else if (data) {
    content = (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<ReceiptText aria-hidden="true" />}
        title={`No transactions in ${monthLabel(month)}`}
        description="Deposits, payments, earnings, refunds and withdrawals show here in the month they happen."
      />
    );
  } else if (error) {
    content = <LoadError title="Your transactions could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <HistorySkeleton />;
  }

  return (
    <Stack as="section" space="4" aria-labelledby="wallet-history-title">
      <Columns collapseBelow="tablet" space="3" alignY="bottom">
        <Heading level={2} size="lg" id="wallet-history-title">
          Transaction history
        </Heading>
        <Column width="content">
          <MonthPicker currentMonth={currentMonth} month={month} onChange={chooseMonth} />
        </Column>
      </Columns>
      {data && (
        <Tiles as="dl" columns={2} space="3" aria-label={`Totals for ${monthLabel(month)}`}>
          <Figure term="Money in" tone="positive" tinted>
            {formatKobo(data.inKobo)}
          </Figure>
          <Figure term="Money out" tone="critical" tinted>
            {formatKobo(data.outKobo)}
          </Figure>
        </Tiles>
      )}
      {data?.items.some((item) => !item.throughWallet) && (
        <Text size="sm" tone="muted">
          Money in and out counts only what moved through your wallet. Orders paid by card go straight from the card to escrow.
        </Text>
      )}
      {content}
      {open && (
        <TransactionDetail
          key={open}
          id={open}
          known={data?.items.find((item) => item.id === open)}
          monthSettled={data !== undefined || error !== undefined}
          onClose={closeDetail}
        />
      )}
    </Stack>
  );
}
