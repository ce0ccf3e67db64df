/**
 * Where a withdrawal goes: the saved account, or a new one chosen from the bank list, resolved
 * at the bank and confirmed by the user. Only an account in the user's own verified (KYC) name
 * can be saved.
 */
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { useCurrentUser, useForm, useMutation, type ApiError } from '../../client';
import { ACCOUNT_NAME_MISMATCH, type BankAccount, type ResolvedBankAccount } from '../../contract';
import {
  Button,
  Card,
  Heading,
  LinkButton,
  LoadError,
  ModalActions,
  Notice,
  SearchableSelect,
  Skeleton,
  SkeletonRegion,
  Stack,
  Steps,
  Text,
  TextField,
} from '../../ui';
import { StepBody } from './StepBody';
import { resolveBankAccount, useBankAccount, useBanks, useSaveBankAccount } from './api';

/** A bank account as its holder's name over the bank and number. */
function AccountCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card tone="muted" padding="sm">
      <Stack space="1">
        <Text as="span" weight="semibold">
          {name}
        </Text>
        <span>{children}</span>
      </Stack>
    </Card>
  );
}

export function AccountSummary({ account }: { account: BankAccount }) {
  return (
    <AccountCard name={account.accountName}>
      {account.bankName} ••••{account.accountNumberLast4}
    </AccountCard>
  );
}

interface BankAccountStepProps {
  /** Where the 'Go to verification' link leads in this dashboard. */
  verificationHref: string;
  onCancel: () => void;
  onChosen: (account: BankAccount) => void;
}

export function BankAccountStep({ verificationHref, onCancel, onChosen }: BankAccountStepProps) {
  const saved = useBankAccount();
  const [changing, setChanging] = useState(false);

  if (saved.data === undefined) {
    return saved.error ? (
      <LoadError
        title="Your bank account could not be loaded"
        message={saved.error.message}
        onRetry={() => void saved.mutate()}
      />
    ) : (
      <SkeletonRegion label="Loading your bank account">
        <Skeleton lines={2} />
      </SkeletonRegion>
    );
  }

  const account = saved.data;
  if (account && !changing) {
    return (
      <StepBody>
        <Steps step={1} totalSteps={3} />
        <Heading level={3} size="lg">
          Withdraw to
        </Heading>
        <AccountSummary account={account} />
        <ModalActions>
          <Button variant="outline" onPress={() => setChanging(true)}>
            Use another account
          </Button>
          <Button onPress={() => onChosen(account)}>Continue</Button>
        </ModalActions>
      </StepBody>
    );
  }
  return (
    <NewAccount verificationHref={verificationHref} onCancel={account ? () => setChanging(false) : onCancel} onSaved={onChosen} />
  );
}

/** Withdrawals need a verified identity: the account's name is checked against it. */
function KycNeeded({
  verificationHref,
  message,
  onCancel,
}: {
  verificationHref: string;
  message?: string;
  onCancel: () => void;
}) {
  return (
    <StepBody>
      <Heading level={3} size="lg">
        Verify your identity first
      </Heading>
      <p>
        {message ??
          'Money is sent only to a bank account in your own name, checked against your verified identity. Your verification is not approved yet.'}
      </p>
      <ModalActions>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <LinkButton href={verificationHref}>Go to verification</LinkButton>
      </ModalActions>
    </StepBody>
  );
}

const accountSchema = v.object({
  bankCode: v.pipe(v.string(), v.nonEmpty('Choose your bank')),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{10}$/, 'Account Number must be 10 digits')),
});
const accountFields = ['bankCode', 'accountNumber'] as const;

function NewAccount({
  verificationHref,
  onCancel,
  onSaved,
}: {
  verificationHref: string;
  onCancel: () => void;
  onSaved: (account: BankAccount) => void;
}) {
  const { data: user } = useCurrentUser();
  const approved = user?.kycStatus === 'APPROVED';
  const banks = useBanks(approved);
  const lookup = useMutation(resolveBankAccount);
  const saving = useMutation(useSaveBankAccount());
  const [failure, setFailure] = useState('');
  const [kycRefusal, setKycRefusal] = useState<string>();
  const [resolved, setResolved] = useState<ResolvedBankAccount | null>(null);
  const form = useForm({
    schema: accountSchema,
    fields: accountFields,
    onValid: async (account) => {
      const result = await lookup.trigger(account);
      if (result.ok) setResolved(result.value);
      else if (!result.aborted) refused(result.error);
    },
  });

  /** A refusal: a 403 says the identity is not verified; otherwise the fields' messages, or the sentence. */
  function refused(error: ApiError) {
    if (error.status === 403) setKycRefusal(error.message);
    else if (!form.showServerErrors(error)) setFailure(error.message);
  }

  if (!user) {
    return (
      <SkeletonRegion label="Loading your account">
        <Skeleton lines={2} />
      </SkeletonRegion>
    );
  }
  if (!approved || kycRefusal) {
    return <KycNeeded verificationHref={verificationHref} message={kycRefusal} onCancel={onCancel} />;
  }
  if (!banks.data) {
    return banks.error ? (
      <LoadError
        title="The list of banks could not be loaded"
        message={banks.error.message}
        onRetry={() => void banks.mutate()}
      />
    ) : (
      <SkeletonRegion label="Loading the banks">
        <Skeleton lines={2} />
      </SkeletonRegion>
    );
  }

  async function confirm(account: ResolvedBankAccount) {
    setFailure('');
    const result = await saving.trigger({
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
    });
    if (result.ok) {
      if (result.value) onSaved(result.value);
    } else if (!result.aborted) {
      setResolved(null);
      refused(result.error);
    }
  }

  if (resolved) {
    return (
      <StepBody>
        <Steps step={1} totalSteps={3} />
        <Heading level={3} size="lg">
          Is this your account?
        </Heading>
        <AccountCard name={resolved.accountName}>
          {resolved.bankName} {resolved.accountNumber}
        </AccountCard>
        {resolved.matchesVerifiedName ? (
          <p>Withdrawals will go to this account. Confirm only if the name is yours.</p>
        ) : (
          <Notice role="alert" tone="critical">
            <strong>{ACCOUNT_NAME_MISMATCH}</strong>
            <p>You can only withdraw to an account in your own name, as on your verified identity.</p>
          </Notice>
        )}
        <Notice role="alert" tone="critical">
          {failure}
        </Notice>
        <ModalActions>
          <Button variant="outline" onPress={() => setResolved(null)}>
            Change account
          </Button>
          {resolved.matchesVerifiedName && (
            <Button isPending={saving.sending} onPress={() => void confirm(resolved)}>
              Confirm account
            </Button>
          )}
        </ModalActions>
      </StepBody>
    );
  }

  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        setFailure('');
        void form.formProps.onSubmit(event);
      }}
    >
      <StepBody>
        <Steps step={1} totalSteps={3} />
        <Heading level={3} size="lg">
          Bank account
        </Heading>
        <p>Add the Nigerian bank account to withdraw to. It must be in your own name.</p>
        <SearchableSelect
          label="Bank"
          placeholder="-- Select your bank --"
          items={banks.data.map((bank) => ({ id: bank.code, name: bank.name }))}
          selectedKey={form.values.bankCode || null}
          onSelectionChange={(key) => form.setValue('bankCode', key === null ? '' : String(key))}
          validationError={form.errors.bankCode}
          isRequired
        />
        <TextField
          {...form.field('accountNumber')}
          label="Account Number"
          inputMode="numeric"
          maxLength={10}
          description="10 digits"
          onChange={(value) => form.setValue('accountNumber', value.replace(/\D/g, ''))}
          isRequired
        />
        <Notice role="alert" tone="critical">
          {failure}
        </Notice>
        <ModalActions>
          <Button variant="outline" onPress={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isPending={form.isPending}>
            Verify account
          </Button>
        </ModalActions>
      </StepBody>
    </form>
  );
}
