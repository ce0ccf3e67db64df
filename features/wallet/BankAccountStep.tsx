/**
 * Where a withdrawal goes: the saved account, or a new one chosen from the bank list, resolved
 * at the bank and confirmed by the user. Only an account in the user's own verified (KYC) name
 * can be saved.
 */
import { useState } from 'react';
import * as v from 'valibot';
import { useCurrentUser, useForm, useMutation, type ApiError } from '../../client';
import { ACCOUNT_NAME_MISMATCH, type BankAccount, type ResolvedBankAccount } from '../../contract';
import { Button, LinkButton, LoadError, SearchableSelect, Skeleton, SkeletonRegion, Steps, TextField } from '../../ui';
import { resolveBankAccount, useBankAccount, useBanks, useSaveBankAccount } from './api';
import * as styles from './wallet.css';

export function AccountSummary({ account }: { account: BankAccount }) {
  return (
    <div className={styles.account}>
      <span className={styles.accountName}>{account.accountName}</span>
      <span>
        {account.bankName} ••••{account.accountNumberLast4}
      </span>
    </div>
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
      <div className={styles.form}>
        <Steps step={1} totalSteps={3} />
        <h3 className={styles.sectionTitle}>Withdraw to</h3>
        <AccountSummary account={account} />
        <div className={styles.stepActions}>
          <Button variant="outline" onPress={() => setChanging(true)}>
            Use another account
          </Button>
          <Button onPress={() => onChosen(account)}>Continue</Button>
        </div>
      </div>
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
    <div className={styles.form}>
      <h3 className={styles.sectionTitle}>Verify your identity first</h3>
      <p>
        {message ??
          'Money is sent only to a bank account in your own name, checked against your verified identity. Your verification is not approved yet.'}
      </p>
      <div className={styles.stepActions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <LinkButton href={verificationHref}>Go to verification</LinkButton>
      </div>
    </div>
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
      <div className={styles.form}>
        <Steps step={1} totalSteps={3} />
        <h3 className={styles.sectionTitle}>Is this your account?</h3>
        <div className={styles.account}>
          <span className={styles.accountName}>{resolved.accountName}</span>
          <span>
            {resolved.bankName} {resolved.accountNumber}
          </span>
        </div>
        {resolved.matchesVerifiedName ? (
          <p>Withdrawals will go to this account. Confirm only if the name is yours.</p>
        ) : (
          <div role="alert" className={styles.alert}>
            <strong>{ACCOUNT_NAME_MISMATCH}</strong>
            <p>You can only withdraw to an account in your own name, as on your verified identity.</p>
          </div>
        )}
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
        <div className={styles.stepActions}>
          <Button variant="outline" onPress={() => setResolved(null)}>
            Change account
          </Button>
          {resolved.matchesVerifiedName && (
            <Button isPending={saving.sending} onPress={() => void confirm(resolved)}>
              Confirm account
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      {...form.formProps}
      className={styles.form}
      onSubmit={(event) => {
        setFailure('');
        void form.formProps.onSubmit(event);
      }}
    >
      <Steps step={1} totalSteps={3} />
      <h3 className={styles.sectionTitle}>Bank account</h3>
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
      <div role="alert" className={styles.alert}>
        {failure}
      </div>
      <div className={styles.stepActions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={form.isPending}>
          Verify account
        </Button>
      </div>
    </form>
  );
}
