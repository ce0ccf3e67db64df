/**
 * Adding funds: the amount ('Enter amount to deposit'), then the payment page; back on
 * `<base>/wallet?deposit=<reference>`, the deposit is asked about until the verified payment has
 * credited it (or failed). Nothing is credited by coming back: only the verified payment does.
 */
import { CircleAlert, Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useMutation } from '../../client';
import { MAX_DEPOSIT_KOBO, MIN_DEPOSIT_KOBO, type Deposit, formatKobo } from '../../contract';
import { Button, Card, Column, Columns, Inline, Modal, Notice, Spinner, Stack, Text, TextField, toast } from '../../ui';
import { StepBody } from './StepBody';
import { amountFields, amountFormSchema } from './amountForm';
import { createDeposit, useDeposit, useRefreshWallet } from './api';
import { checkDepositAmount, type WalletDashboard } from './wallet';

export interface DepositModalProps {
  dashboard: WalletDashboard;
  onClose: () => void;
  /** Sends the browser to the payment page. */
  goToPayment: (url: string) => void;
  /** The amount to start with (trying a failed deposit again). */
  defaultAmountKobo?: number;
}

/** Never settles: a call that ends by leaving the page stays on its way until the page goes. */
const untilThePageGoes = new Promise<never>(() => {});

export function DepositModal({ dashboard, onClose, goToPayment, defaultAmountKobo }: DepositModalProps) {
  const formId = useId();
  const [failure, setFailure] = useState('');
  const deposit = useMutation(async (amountKobo: number) => {
    const created = await createDeposit({ amountKobo, dashboard });
    goToPayment(created.payment.authorizationUrl);
    // The page is left for the payment page: the button stays busy until it goes.
    await untilThePageGoes;
  });
  const form = useForm({
    schema: amountFormSchema(checkDepositAmount),
    fields: amountFields,
    initialValues: { amount: defaultAmountKobo ? String(defaultAmountKobo / 100) : '' },
    onValid: async ({ amount }) => {
      setFailure('');
      const result = await deposit.trigger(amount);
      if (result.ok || result.aborted) return;
      const field = result.error.fieldErrors.amountKobo;
      if (field) form.showErrors({ amount: field });
      else setFailure(result.error.message);
    },
  });

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Add funds"
      actions={(close) => (
        <>
          <Button variant="outline" onPress={close} isDisabled={deposit.sending}>
            Go Back
          </Button>
          <Button type="submit" form={formId} isPending={deposit.sending}>
            Proceed to payment
          </Button>
        </>
      )}
    >
      <form {...form.formProps} id={formId}>
        <StepBody>
          <TextField
            label="Enter amount to deposit"
            inputMode="decimal"
            placeholder="e.g. 20000"
            description={`In naira, from ${formatKobo(MIN_DEPOSIT_KOBO)} to ${formatKobo(MAX_DEPOSIT_KOBO)}. You pay on the secure payment page.`}
            {...form.field('amount')}
            isRequired
            autoFocus
          />
          <Notice role="alert" tone="critical">
            {failure}
          </Notice>
        </StepBody>
      </form>
    </Modal>
  );
}

/** How often the return page asks about the deposit (ms), and for how long before saying it still waits. */
export const DEPOSIT_POLL_MS = 2000;
export const DEPOSIT_WAIT_MS = 60_000;

export interface DepositReturnProps {
  reference: string;
  /** The deposit is settled: the query can leave the address. */
  onSettled: () => void;
  /** Close the banner. */
  onDismiss: () => void;
  /** Start a new deposit of this amount. */
  onTryAgain: (amountKobo: number) => void;
  pollMs?: number;
  waitMs?: number;
}

function Banner({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card as="section" padding="md" aria-label="Deposit">
      <div role="status">
        <Columns collapseBelow="tablet" space="3" alignY="center">
          <Columns space="3" alignY="center">
            <Column width="content">{icon}</Column>
            <Stack space="1">
              <strong>{title}</strong>
              {children}
            </Stack>
          </Columns>
          {actions && (
            <Column width="content">
              <Inline space="3">{actions}</Inline>
            </Column>
          )}
        </Columns>
      </div>
    </Card>
  );
}

/** The return from the payment page: waiting, then the toast and the new balance, or what went wrong. */
export function DepositReturn({
  reference,
  onSettled,
  onDismiss,
  onTryAgain,
  pollMs = DEPOSIT_POLL_MS,
  waitMs = DEPOSIT_WAIT_MS,
}: DepositReturnProps) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs, round]);

  const polling = (deposit: Deposit | undefined) =>
    !waitedLongEnough && (!deposit || deposit.status === 'pending') ? pollMs : 0;
  const { data: deposit, error, mutate } = useDeposit(reference, polling);
  const refresh = useRefreshWallet();
  const announced = useRef(false);

  const status = deposit?.status;
  useEffect(() => {
    if (!deposit || status === 'pending' || announced.current) return;
    announced.current = true;
    if (status === 'successful') {
      void (async () => {
        const balances = await refresh();
        toast.success(`${formatKobo(deposit.amountKobo)} added to your wallet`, {
          description: balances && `Available Balance: ${formatKobo(balances.availableKobo)}`,
        });
        onSettled();
        onDismiss();
      })();
    } else {
      onSettled();
    }
  }, [deposit, status, refresh, onSettled, onDismiss]);

  if (error && !deposit) {
    if (error.status === 404) {
      return (
        <Banner
          icon={<CircleAlert size={28} aria-hidden="true" />}
          title="We could not find this deposit"
          actions={
            <Button variant="outline" onPress={onDismiss}>
              Dismiss
            </Button>
          }
        >
          <Text as="span" size="sm" tone="muted">
            None of your deposits has the reference {reference}. If you were charged, contact support with this reference.
          </Text>
        </Banner>
      );
    }
    return (
      <Banner
        icon={<CircleAlert size={28} aria-hidden="true" />}
        title="Your deposit could not be checked"
        actions={
          <Button variant="outline" onPress={() => void mutate()}>
            Try again
          </Button>
        }
      >
        <Text as="span" size="sm" tone="muted">
          {error.message}
        </Text>
      </Banner>
    );
  }
  if (status === 'failed' && deposit) {
    return (
      <Banner
        icon={<CircleAlert size={28} aria-hidden="true" />}
        title="Your deposit was not completed"
        actions={
          <>
            <Button onPress={() => onTryAgain(deposit.amountKobo)}>Try again</Button>
            <Button variant="outline" onPress={onDismiss}>
              Dismiss
            </Button>
          </>
        }
      >
        <Text as="span" size="sm" tone="muted">
          The payment of {formatKobo(deposit.amountKobo)} did not go through, so nothing was added or charged.
        </Text>
      </Banner>
    );
  }
  if (status === 'successful') return null;
  if (waitedLongEnough) {
    return (
      <Banner
        icon={<Clock size={28} aria-hidden="true" />}
        title="We're still waiting for your payment to be confirmed"
        actions={
          <>
            <Button
              onPress={() => {
                setWaitedLongEnough(false);
                setRound((current) => current + 1);
                void mutate();
              }}
            >
              Check again
            </Button>
            <Button variant="outline" onPress={onDismiss}>
              Dismiss
            </Button>
          </>
        }
      >
        <Text as="span" size="sm" tone="muted">
          If you paid, {deposit ? formatKobo(deposit.amountKobo) : 'the amount'} is added as soon as the payment service confirms
          it: nothing more to do.
        </Text>
      </Banner>
    );
  }
  return (
    <Banner icon={<Spinner size="md" />} title="Confirming your deposit">
      <Text as="span" size="sm" tone="muted">
        This usually takes a few seconds. Please keep this page open.
      </Text>
    </Banner>
  );
}
