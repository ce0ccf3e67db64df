import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AccountType, CurrentUser, University } from '../../contract';
import { paths, useCurrentUser, useUniversities } from '../../client';
import { LinkButton } from '../../ui';
import { GateError, GateLoading } from './GateFallback';
import { stepErrors, isStepValid, type KycStepId } from './kycSteps';
import {
  AttestationFields,
  BrandFields,
  DetailsFields,
  LogoFields,
  StudentIdFields,
  type StepFieldsProps,
} from './KycStepFields';
import { RejectionNotice } from './RejectionNotice';
import type { KycField } from './schemas';
import { StepWizard, type WizardStep } from './StepWizard';
import { useKycFlow } from './useKycFlow';
import * as styles from './KycFlowScreen.css';

export const DONE_TEXT = 'Your data has been submitted. You will get a response to your email once processes are completed.';

type StepView = {
  title: string;
  description: string;
  render: (props: StepFieldsProps, universities: readonly University[]) => ReactNode;
};

/** How each step looks; which steps a flow has, and their rules, live in kycSteps.ts. */
const stepViews: Record<KycStepId, StepView> = {
  details: {
    title: 'Personal details',
    description: 'Your name as it appears on your student ID. We filled in what your profile already says.',
    render: (props, universities) => <DetailsFields {...props} universities={universities} />,
  },
  studentId: {
    title: 'Student ID',
    description: 'Upload your student identity card so we can confirm you study where you say.',
    render: (props) => <StudentIdFields {...props} />,
  },
  brand: {
    title: 'Brand details',
    description: 'Tell buyers the name of your brand and what it offers.',
    render: (props) => <BrandFields {...props} />,
  },
  logo: {
    title: 'Brand logo',
    description: 'Upload the logo buyers will see beside your listings.',
    render: (props) => <LogoFields {...props} />,
  },
  attestation: {
    title: 'Attestation',
    description: 'Check your details, confirm they are yours and accurate, then submit.',
    render: (props, universities) => <AttestationFields {...props} universities={universities} />,
  },
};

const eyebrows: Record<AccountType, string> = { brand: 'Brand account', individual: 'Individual account' };

/** Fields whose problems show as soon as they are typed, not only once the field is left. */
const checkedWhileTyping: readonly KycField[] = ['brandName'];

function KycFlow({
  accountType,
  user,
  universities,
}: {
  accountType: AccountType;
  user: CurrentUser;
  universities: readonly University[];
}) {
  const navigate = useNavigate();
  const { steps, draft, dispatch, isSubmitting, submit } = useKycFlow(accountType, user);
  const [left, setLeft] = useState<ReadonlySet<KycField>>(new Set());
  const onLeave = (field: KycField) => setLeft((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));

  const visibleErrors = (id: KycStepId) => {
    const errors: Partial<Record<KycField, string>> = {};
    for (const [field, message] of Object.entries(stepErrors(id, draft)) as [KycField, string][]) {
      const typed = checkedWhileTyping.includes(field) && draft[field] !== '';
      if (left.has(field) || typed) errors[field] = message;
    }
    return { ...errors, ...draft.serverErrors };
  };

  const wizardSteps: WizardStep[] = steps.map((id) => ({
    id,
    title: stepViews[id].title,
    description: stepViews[id].description,
    isValid: isStepValid(id, draft),
    content: stepViews[id].render({ draft, dispatch, errors: visibleErrors(id), onLeave }, universities),
  }));

  return (
    <StepWizard
      title="KYC Verification"
      eyebrow={eyebrows[accountType]}
      notice={<RejectionNotice />}
      steps={wizardSteps}
      current={draft.step}
      isSubmitting={isSubmitting}
      onBack={() => (draft.step === 0 ? void navigate(paths.kyc) : dispatch({ type: 'back' }))}
      onProceed={() => dispatch({ type: 'next', lastStep: steps.length - 1 })}
      onSubmit={() => void submit()}
      doneTitle="Submission received"
      done={
        <>
          <p className={styles.doneText}>{DONE_TEXT}</p>
          <LinkButton href={paths.sellerDashboard.base}>Proceed</LinkButton>
        </>
      }
    />
  );
}

/**
 * /kyc/brand and /kyc/individual: the profile and the universities load first (the details
 * are prefilled from the profile), then the flow's steps.
 */
export function KycFlowScreen({ accountType }: { accountType: AccountType }) {
  const user = useCurrentUser();
  const universities = useUniversities();
  if (user.data && universities.data) {
    return <KycFlow accountType={accountType} user={user.data} universities={universities.data} />;
  }
  if (user.error || universities.error) {
    return (
      <GateError
        title="We could not load your details"
        onRetry={() => {
          void user.mutate();
          void universities.mutate();
        }}
      />
    );
  }
  return <GateLoading label="Loading your details" />;
}
