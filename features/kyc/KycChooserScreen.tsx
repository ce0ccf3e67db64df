import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Store, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { accountTypes, type AccountType } from '../../contract';
import { paths } from '../../client';
import { Button, PageTitle, Radio, RadioGroup, Stack, Text } from '../../ui';
import * as page from './KycPage.css';
import { RejectionNotice } from './RejectionNotice';

function isAccountType(value: string): value is AccountType {
  return (accountTypes as readonly string[]).includes(value);
}

/**
 * /kyc: the seller account type, individual or brand. Proceed (or Enter on a chosen option)
 * opens /kyc/{accountType}; Go Back returns to /dashboard.
 */
export function KycChooserScreen() {
  const navigate = useNavigate();
  const [accountType, setAccountType] = useState<AccountType | null>(null);

  const proceed = () => {
    if (accountType) void navigate(paths.kycFlow(accountType));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    proceed();
  };
  // Enter on a radio proceeds (browsers do not submit a form from a radio button).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'radio') {
      event.preventDefault();
      proceed();
    }
  };

  return (
    <div className={page.page}>
      <form className={page.card} onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby="kyc-title">
        <Stack as="header" space="2">
          <PageTitle id="kyc-title">KYC Verification</PageTitle>
          <Text tone="muted">
            Verify your identity to start selling on Kampus. It takes a few minutes: your details, your student ID and a short
            attestation.
          </Text>
        </Stack>
        <RejectionNotice />
        <RadioGroup
          label="Choose your seller account type"
          variant="card"
          orientation="horizontal"
          value={accountType}
          onChange={(value) => setAccountType(isAccountType(value) ? value : null)}
        >
          <Radio value="individual" description="For students or single sellers" icon={<UserRound size={20} />}>
            Individual
          </Radio>
          <Radio value="brand" description="For a student owning a brand" icon={<Store size={20} />}>
            Brand
          </Radio>
        </RadioGroup>
        <div className={page.actions}>
          <Button variant="outline" onPress={() => void navigate(paths.dashboard.base)}>
            Go Back
          </Button>
          <Button type="submit" isDisabled={!accountType}>
            Proceed
          </Button>
        </div>
      </form>
    </div>
  );
}
