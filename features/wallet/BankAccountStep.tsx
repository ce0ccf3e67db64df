/**
 * Where a withdrawal goes: the saved account, or a new one chosen from the bank list, resolved
 * at the bank and confirmed by the user. Only an account in the user's own verified (KYC) name
 * can be saved.
 */
import { useState } from 'react';
import { ApiError, errorMessage, useCurrentUser } from '../../client';
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

type Fields = 'bankCode' | 'accountNumber';

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
  const save = useSaveBankAccount();
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState('');
  const [kycRefusal, setKycRefusal] = useState<string>();
  const [resolved, setResolved] = useState<ResolvedBankAccount | null>(null);
  const [busy, setBusy] = useState(false);

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

  function refused(error: unknown) {
    if (error instanceof ApiError && error.status === 403) {
      setKycRefusal(error.message);
      return;
    }
    const fields = error instanceof ApiError ? error.fieldErrors : {};
    const shown = { bankCode: fields.bankCode, accountNumber: fields.accountNumber };
    setErrors(shown);
    setFailure(shown.bankCode || shown.accountNumber ? '' : errorMessage(error));
  }

  async function resolve() {
    const found: Partial<Record<Fields, string>> = {};
    if (!bankCode) found.bankCode = 'Choose your bank';
    if (!/^\d{10}$/.test(accountNumber)) found.accountNumber = 'Account Number must be 10 digits';
    setErrors(found);
    setFailure('');
    if (found.bankCode || found.accountNumber || !bankCode) return;
    setBusy(true);
    try {
      setResolved(await resolveBankAccount({ bankCode, accountNumber }));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(account: ResolvedBankAccount) {
    setBusy(true);
    setFailure('');
    try {
      const saved = await save({
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
      });
      if (saved) onSaved(saved);
    } catch (error) {
      setResolved(null);
      refused(error);
    } finally {
      setBusy(false);
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
            <Button isPending={busy} onPress={() => void confirm(resolved)}>
              Confirm account
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void resolve();
      }}
    >
      <Steps step={1} totalSteps={3} />
      <h3 className={styles.sectionTitle}>Bank account</h3>
      <p>Add the Nigerian bank account to withdraw to. It must be in your own name.</p>
      <SearchableSelect
        label="Bank"
        placeholder="-- Select your bank --"
        items={banks.data.map((bank) => ({ id: bank.code, name: bank.name }))}
        selectedKey={bankCode}
        onSelectionChange={(key) => {
          setBankCode(key === null ? null : String(key));
          setErrors((current) => ({ ...current, bankCode: undefined }));
        }}
        validationError={errors.bankCode}
        isRequired
      />
      <TextField
        label="Account Number"
        inputMode="numeric"
        maxLength={10}
        description="10 digits"
        value={accountNumber}
        onChange={(value) => {
          setAccountNumber(value.replace(/\D/g, ''));
          setErrors((current) => ({ ...current, accountNumber: undefined }));
        }}
        validationError={errors.accountNumber}
        isRequired
      />
      <div role="alert" className={styles.alert}>
        {failure}
      </div>
      <div className={styles.stepActions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={busy}>
          Verify account
        </Button>
      </div>
    </form>
  );
}
