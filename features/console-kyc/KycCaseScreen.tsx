import { useState } from 'react';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { formatDateTime, type AdminKycCase, type AdminKycSubmission } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, Button, Column, Columns, DetailSection, Fact, FactList, Inline, Link, Stack, Text } from '../../ui';
import { AuditTrail } from '../console-audit';
import { CaseHeader, CaseScreen, DecidedFirstNotice, useStaffMay } from '../console';
import { refreshKyc, useKycCase } from './api';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { IdImageViewer } from './IdImageViewer';
import { accountTypeLabels, applicantName, decisionText, groupedNin, statusLook } from './kycView';
import * as styles from './kyc.css';

const back = { href: consolePaths.kyc, label: 'Back to the KYC queue' };

function Facts({ submission }: { submission: AdminKycSubmission }) {
  return (
    <DetailSection title="What the student gave">
      <Stack space="4">
        <FactList aria-label="Submission">
          <Fact term="Name">{applicantName(submission)}</Fact>
          <Fact term="Account e-mail">
            <Link href={consolePaths.person(submission.user.id)}>{submission.user.email}</Link>
          </Fact>
          <Fact term="Name on the account">{`${submission.user.firstname} ${submission.user.lastname}`}</Fact>
          <Fact term="University">{submission.university}</Fact>
          <Fact term="NIN">{groupedNin(submission.nin)}</Fact>
          <Fact term="Account type">{accountTypeLabels[submission.accountType]}</Fact>
          <Fact term="Document">{submission.documentType}</Fact>
          <Fact term="Submitted">{formatDateTime(submission.submittedAt)}</Fact>
          {submission.brandName && <Fact term="Brand name">{submission.brandName}</Fact>}
        </FactList>
        {submission.brandDescription && (
          <Stack space="1">
            <Text size="sm" weight="semibold">
              Brand description
            </Text>
            <p className={styles.quote}>{submission.brandDescription}</p>
          </Stack>
        )}
        {submission.accountType === 'brand' && (
          <Stack space="1">
            <Text size="sm" weight="semibold">
              Brand logo
            </Text>
            {submission.brandLogoUrl ? (
              <img className={styles.logo} src={submission.brandLogoUrl} alt={`Logo of ${submission.brandName ?? 'the brand'}`} />
            ) : (
              <Text size="sm" tone="muted">
                No logo is stored.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </DetailSection>
  );
}

function Outcome({ submission }: { submission: AdminKycSubmission }) {
  const decided = decisionText(submission);
  if (!decided) return null;
  return (
    <Stack space="2">
      <Text weight="semibold">{decided}</Text>
      {submission.rejectionReason && <p className={styles.quote}>{submission.rejectionReason}</p>}
    </Stack>
  );
}

function Decision({ submission, onDecidedFirst }: { submission: AdminKycSubmission; onDecidedFirst: (message: string) => void }) {
  const mayDecide = useStaffMay('kyc.decide');
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const pending = submission.status === 'PENDING';
  return (
    <DetailSection title="Decision">
      <Stack space="3">
        <Outcome submission={submission} />
        {pending && !mayDecide && (
          <Text tone="muted">An administrator decides KYC. You can read the submission and its history.</Text>
        )}
        {pending && mayDecide && (
          <Inline space="2">
            <Button onPress={() => setOpen('approve')}>Approve</Button>
            <Button variant="outline" tone="critical" onPress={() => setOpen('reject')}>
              Reject
            </Button>
          </Inline>
        )}
      </Stack>
      {open === 'approve' && (
        <ApproveDialog submission={submission} onClose={() => setOpen(null)} onDecidedFirst={onDecidedFirst} />
      )}
      {open === 'reject' && (
        <RejectDialog submission={submission} onClose={() => setOpen(null)} onDecidedFirst={onDecidedFirst} />
      )}
    </DetailSection>
  );
}

function Earlier({ earlier }: { earlier: AdminKycSubmission[] }) {
  return (
    <DetailSection title="Earlier submissions">
      {earlier.length === 0 ? (
        <Text tone="muted">This is the person’s first submission.</Text>
      ) : (
        <Stack as="ul" space="3" aria-label="Earlier submissions">
          {earlier.map((other) => {
            const look = statusLook(other.status);
            return (
              <Stack as="li" key={other.id} space="1">
                <Inline space="2">
                  <Badge tone={look.tone}>{look.label}</Badge>
                  <Link href={consolePaths.kycSubmission(other.id)}>{`Submitted ${formatDateTime(other.submittedAt)}`}</Link>
                </Inline>
                <Text size="sm" tone="muted">
                  {[applicantName(other), other.university, groupedNin(other.nin)].join(' · ')}
                </Text>
                <Outcome submission={other} />
              </Stack>
            );
          })}
        </Stack>
      )}
    </DetailSection>
  );
}

function Case({
  kase,
  decidedFirst,
  onDecidedFirst,
}: {
  kase: AdminKycCase;
  decidedFirst: string;
  onDecidedFirst: (message: string) => void;
}) {
  const { submission, earlier } = kase;
  const name = applicantName(submission);
  return (
    <>
      <CaseHeader
        title={`KYC of ${name}`}
        badges={[statusLook(submission.status), { tone: 'neutral', label: accountTypeLabels[submission.accountType] }]}
      />
      {decidedFirst && (
        <DecidedFirstNotice heading="Someone else decided this submission first." text={decidedFirst} focusKey={decidedFirst} />
      )}
      <Columns collapseBelow="desktop" space="5">
        <Column width="3/5">
          <DetailSection title="Student ID">
            <IdImageViewer url={submission.documentImageUrl} alt={`${submission.documentType} of ${name}`} />
          </DetailSection>
        </Column>
        <Column width="2/5">
          <Stack space="5">
            <Facts submission={submission} />
            <Decision submission={submission} onDecidedFirst={onDecidedFirst} />
          </Stack>
        </Column>
      </Columns>
      <Earlier earlier={earlier} />
      <AuditTrail title="Audit trail of this submission" target={{ type: 'kyc', id: submission.id }} />
    </>
  );
}

/** One KYC submission: the student ID to zoom and turn, what the student gave, earlier tries, and the decision. */
export function KycCaseScreen() {
  const { id = '' } = useParams();
  return <CaseLoader key={id} id={id} />;
}

function CaseLoader({ id }: { id: string }) {
  const read = useKycCase(id);
  const { mutate: mutateAny } = useSWRConfig();
  const [decidedFirst, setDecidedFirst] = useState('');
  return (
    <CaseScreen
      back={back}
      read={read}
      notFound={{ title: 'Submission not found', description: 'There is no KYC submission at this address.' }}
      errorTitle="The submission could not be loaded"
      loadingLabel="Loading the submission"
    >
      {(kase) => (
        <Case
          kase={kase}
          decidedFirst={decidedFirst}
          onDecidedFirst={(message) => {
            setDecidedFirst(message);
            void refreshKyc(mutateAny, id);
          }}
        />
      )}
    </CaseScreen>
  );
}
