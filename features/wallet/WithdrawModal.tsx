/**
 * 'Withdraw': the PIN is created first when there is none; then the bank account, the amount and
 * the PIN; then the transfer's progress and result. One idempotency key stands for one intended
 * withdrawal: a retry after a lost answer sends the same key, so money is never sent twice.
 */
import { CircleCheck, Lock, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useMutation } from '../../client';
import {
  MIN_WITHDRAWAL_KOBO,
  WITHDRAWAL_PIN_LENGTH,
  type BankAccount,
  type Withdrawal,
  type WithdrawalPinStatus,
  formatKobo,
  formatLongDate,
  formatTime,
} from '../../contract';
import {
  Button,
  Heading,
  LoadError,
  Modal,
  ModalActions,
  Notice,
  OtpInput,
  Skeleton,
  SkeletonRegion,
  Spinner,
  Stack,
  Steps,
  Text,
  TextField,
} from '../../ui';
import { StepBody } from './StepBody';
import { createWithdrawal, usePinStatus, useRefreshWallet, useWalletBalances, useWithdrawal } from './api';
import { amountFields, amountFormSchema } from './amountForm';
import { AccountSummary, BankAccountStep } from './BankAccountStep';
import { PinWizard, pinStepTitles, type PinStep } from './PinWizard';
import { checkWithdrawalAmount, isFourDigits, newIdempotencyKey } from './wallet';

/** How often a pending withdrawal is asked about (ms). */
export const WITHDRAWAL_POLL_MS = 3000;

type Stage =
  | { name: 'pin'; step: PinStep }
  | { name: 'account' }
  | { name: 'amount'; account: BankAccount }
  | { name: 'authorize'; account: BankAccount; amountKobo: number; idempotencyKey: string }
  | { name: 'result'; withdrawal: Withdrawal };

export interface WithdrawModalProps {
  onClose: () => void;
  verificationHref: string;
  /** How often a pending withdrawal is asked about (ms). */
  pollMs?: number;
}

function lockedText(until: string): string {
  return `Too many wrong PINs. For your safety, withdrawals are locked until ${formatTime(until)} on ${formatLongDate(until)}.`;
}

function Locked({ until, message, onClose }: { until: string | null; message?: string; onClose: () => void }) {
  return (
    <StepBody align="center">
      <Lock size={40} aria-hidden="true" />
      <Heading level={3} size="lg">
        Withdrawals are locked
      </Heading>
      <Text role="alert">{until ? lockedText(until) : (message ?? 'Too many wrong PINs. Try again later.')}</Text>
      <Button onPress={onClose}>Close</Button>
    </StepBody>
  );
}

export function WithdrawModal({ onClose, verificationHref, pollMs = WITHDRAWAL_POLL_MS }: WithdrawModalProps) {
  const pin = usePinStatus();
  const [stage, setStage] = useState<Stage | null>(null);
  const [lockMessage, setLockMessage] = useState<string>();

  const status: WithdrawalPinStatus | undefined = pin.data;
  // The server names a lock only while it lasts.
  const lockedUntil = status?.lockedUntil ?? null;
  const current: Stage | null = stage ?? (status ? (status.hasPin ? { name: 'account' } : { name: 'pin', step: 0 }) : null);

  let title = 'Withdraw';
  let body;
  if (!status) {
    body = pin.error ? (
      <LoadError title="Withdrawals could not be loaded" message={pin.error.message} onRetry={() => void pin.mutate()} />
    ) : (
      <SkeletonRegion label="Loading your withdrawal settings">
        <Skeleton lines={3} />
      </SkeletonRegion>
    );
  } else if ((lockedUntil || lockMessage) && current?.name !== 'result') {
    body = <Locked until={lockedUntil} message={lockMessage} onClose={onClose} />;
  } else if (current?.name === 'pin') {
    title = pinStepTitles[current.step];
    body = (
      <PinWizard
        step={current.step}
        onStep={(step) => setStage({ name: 'pin', step })}
        onCancel={onClose}
        onCreated={() => setStage({ name: 'account' })}
      />
    );
  } else if (current?.name === 'account') {
    body = (
      <BankAccountStep
        verificationHref={verificationHref}
        onCancel={onClose}
        onChosen={(account) => setStage({ name: 'amount', account })}
      />
    );
  } else if (current?.name === 'amount') {
    body = (
      <AmountStep
        account={current.account}
        onBack={() => setStage({ name: 'account' })}
        onChosen={(amountKobo) =>
          setStage({ name: 'authorize', account: current.account, amountKobo, idempotencyKey: newIdempotencyKey() })
        }
      />
    );
  } else if (current?.name === 'authorize') {
    body = (
      <AuthorizeStep
        stage={current}
        onBack={() => setStage({ name: 'amount', account: current.account })}
        onNewKey={() => setStage({ ...current, idempotencyKey: newIdempotencyKey() })}
        onLocked={(message) => {
          setLockMessage(message);
          void pin.mutate();
        }}
        onSent={(withdrawal) => setStage({ name: 'result', withdrawal })}
      />
    );
  } else if (current?.name === 'result') {
    body = <Result first={current.withdrawal} pollMs={pollMs} onClose={onClose} />;
  }

  return (
    <Modal isOpen onClose={onClose} title={title}>
      {body}
    </Modal>
  );
}

function AmountStep({
  account,
  onBack,
  onChosen,
}: {
  account: BankAccount;
  onBack: () => void;
  onChosen: (amountKobo: number) => void;
}) {
  const balances = useWalletBalances();
  const available = balances.data?.availableKobo;
  const form = useForm({
    schema: amountFormSchema((text) => checkWithdrawalAmount(text, available ?? 0)),
    fields: amountFields,
    onValid: async ({ amount }) => onChosen(amount),
  });

  if (available === undefined) {
    return balances.error ? (
      <LoadError
        title="Your balance could not be loaded"
        message={balances.error.message}
        onRetry={() => void balances.mutate()}
      />
    ) : (
      <SkeletonRegion label="Loading your balance">
        <Skeleton lines={2} />
      </SkeletonRegion>
    );
  }

  return (
    <form {...form.formProps}>
      <StepBody>
        <Steps step={2} totalSteps={3} />
        <Heading level={3} size="lg">
          How much?
        </Heading>
        <AccountSummary account={account} />
        <TextField
          label="Amount (₦)"
          inputMode="decimal"
          {...form.field('amount')}
          description={`Available: ${formatKobo(available)}. Minimum: ${formatKobo(MIN_WITHDRAWAL_KOBO)}.`}
          isRequired
          autoFocus
        />
        <ModalActions>
          <Button variant="outline" onPress={onBack}>
            Back
          </Button>
          <Button type="submit">Continue</Button>
        </ModalActions>
      </StepBody>
    </form>
  );
}

interface AuthorizeProps {
  stage: Extract<Stage, { name: 'authorize' }>;
  onBack: () => void;
  /** A definite refusal: nothing was sent, so the next attempt is a new one. */
  onNewKey: () => void;
  onLocked: (message: string) => void;
  onSent: (withdrawal: Withdrawal) => void;
}

function AuthorizeStep({ stage, onBack, onNewKey, onLocked, onSent }: AuthorizeProps) {
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const [failure, setFailure] = useState('');
  const withdrawal = useMutation((code: string) =>
    createWithdrawal({ amountKobo: stage.amountKobo, pin: code, idempotencyKey: stage.idempotencyKey }),
  );
  const amount = formatKobo(stage.amountKobo);

  const send = async (code = pin) => {
    if (!isFourDigits(code)) {
      setPinError('Enter your 4-digit PIN');
      return;
    }
    setFailure('');
    const result = await withdrawal.trigger(code);
    if (result.ok) {
      onSent(result.value);
      return;
    }
    if (result.aborted) return;
    const { error } = result;
    if (error.status === 0 || error.status >= 500) {
      // The answer was lost: the withdrawal may exist. Trying again sends the same key.
      setFailure(`${error.message} Press "Withdraw ${amount}" to try again: you will not be charged twice.`);
      return;
    }
    onNewKey();
    setPin('');
    if (error.status === 423) {
      onLocked(error.message);
    } else if (/PIN/i.test(error.message) || error.fieldErrors.pin) {
      setPinError(error.fieldErrors.pin ?? error.message);
    } else {
      setFailure(error.message);
    }
  };

  return (
    <StepBody>
      <Steps step={3} totalSteps={3} />
      <Heading level={3} size="lg">
        Enter your withdrawal PIN
      </Heading>
      <p>
        Withdraw <strong>{amount}</strong> to:
      </p>
      <AccountSummary account={stage.account} />
      <OtpInput
        label="Withdrawal PIN"
        length={WITHDRAWAL_PIN_LENGTH}
        value={pin}
        onChange={(value) => {
          setPin(value);
          setPinError(undefined);
        }}
        onSubmit={(code) => void send(code)}
        validationError={pinError}
        autoFocus
        masked
      />
      <Notice role="alert" tone="critical">
        {failure}
      </Notice>
      <ModalActions>
        <Button variant="outline" onPress={onBack} isDisabled={withdrawal.sending}>
          Back
        </Button>
        <Button isPending={withdrawal.sending} onPress={() => void send()}>
          {`Withdraw ${amount}`}
        </Button>
      </ModalActions>
    </StepBody>
  );
}

function Result({ first, pollMs, onClose }: { first: Withdrawal; pollMs: number; onClose: () => void }) {
  const withdrawal = useWithdrawal(first, pollMs) ?? first;
  const refresh = useRefreshWallet();
  const amount = formatKobo(withdrawal.amountKobo);
  const to = `${withdrawal.bankName} ••••${withdrawal.accountNumberLast4}`;

  // The balances and the history change with each step of the transfer.
  useEffect(() => {
    void refresh();
  }, [withdrawal.status, refresh]);

  let icon;
  let heading;
  let text;
  if (withdrawal.status === 'pending') {
    icon = <Spinner size="lg" label="Sending" />;
    heading = 'Your withdrawal is on its way';
    text = `${amount} is being sent to ${to}. It usually arrives within minutes; its row in your history shows when it does.`;
  } else if (withdrawal.status === 'successful') {
    icon = <CircleCheck size={40} aria-hidden="true" />;
    heading = 'Withdrawal successful';
    text = `${amount} was sent to ${to} (${withdrawal.accountName}).`;
  } else {
    icon = <Undo2 size={40} aria-hidden="true" />;
    heading = 'Returned to your wallet';
    text =
      withdrawal.status === 'failed'
        ? `The transfer to ${to} did not go through, so ${amount} was returned to your wallet. You can try again.`
        : `The bank reversed the transfer to ${to}, so ${amount} was returned to your wallet.`;
  }

  return (
    <StepBody align="center">
      {icon}
      <Stack role="status" space="3" align="center">
        <Heading level={3} size="lg">
          {heading}
        </Heading>
        <p>{text}</p>
      </Stack>
      <Button onPress={onClose}>Done</Button>
    </StepBody>
  );
}
