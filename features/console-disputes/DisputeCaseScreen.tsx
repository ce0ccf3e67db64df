import { useState } from 'react';
import { useParams } from 'react-router';
import { disputeKinds, type AdminDisputeCase, type DisputeKind } from '../../contract';
import { consolePaths, type ApiError } from '../../client';
import { Column, Columns, Stack } from '../../ui';
import { AuditTrail } from '../console-audit';
import { CaseHeader, CaseNotFound, CasePage, CaseScreen, DecidedFirstNotice } from '../console';
import { useDisputeCase, useReloadCase } from './api';
import { Chat, Ledger, MoneyFacts, Proposal, Statements, Timeline } from './CaseFacts';
import { Decision } from './Decision';
import { caseBadge, decidedFirstText, kindLabels } from './disputeView';
import { Questions } from './Questions';

function isDisputeKind(kind: string): kind is DisputeKind {
  return (disputeKinds as readonly string[]).includes(kind);
}

const back = { href: consolePaths.disputes, label: 'Back to disputes' };
const notFound = {
  title: 'Dispute not found',
  description: 'There is no dispute at this address: the order may never have been disputed.',
};

function Case({
  dispute,
  decidedFirst,
  onDecidedFirst,
}: {
  dispute: AdminDisputeCase;
  decidedFirst: string;
  onDecidedFirst: (error: ApiError) => void;
}) {
  return (
    <>
      <CaseHeader title={dispute.title} badges={[caseBadge(dispute), { tone: 'neutral', label: kindLabels[dispute.kind] }]} />
      {decidedFirst && (
        <DecidedFirstNotice
          heading="This case has already been decided."
          text={decidedFirst}
          focusKey={dispute.decision !== null}
        />
      )}
      <Columns collapseBelow="desktop" space="5">
        <Column width="3/5">
          {/* A decided case leads with how it was decided and where the money went. */}
          <Stack space="5">
            {dispute.decision && <Decision dispute={dispute} onDecidedFirst={onDecidedFirst} />}
            {dispute.decision && <Ledger dispute={dispute} />}
            <Statements dispute={dispute} />
            <Questions dispute={dispute} onDecidedFirst={onDecidedFirst} />
            {!dispute.decision && <Decision dispute={dispute} onDecidedFirst={onDecidedFirst} />}
            {!dispute.decision && <Ledger dispute={dispute} />}
            <Chat dispute={dispute} />
          </Stack>
        </Column>
        <Column width="2/5">
          <Stack space="5">
            <MoneyFacts dispute={dispute} />
            <Proposal dispute={dispute} />
            <Timeline dispute={dispute} />
          </Stack>
        </Column>
      </Columns>
      <AuditTrail title="Audit trail of this case" target={{ type: dispute.kind, id: dispute.id }} />
    </>
  );
}

function CaseLoader({ kind, id }: { kind: DisputeKind; id: string }) {
  const read = useDisputeCase(kind, id);
  const reload = useReloadCase(kind, id);
  const [decidedFirst, setDecidedFirst] = useState('');
  const onDecidedFirst = (refusal: ApiError) => {
    setDecidedFirst(decidedFirstText(refusal));
    void reload();
  };
  return (
    <CaseScreen
      back={back}
      read={read}
      notFound={notFound}
      isNotFound={(error) => error.status === 404 || error.status === 400}
      errorTitle="This dispute could not be loaded"
      loadingLabel="Loading the dispute"
    >
      {(dispute) => <Case dispute={dispute} decidedFirst={decidedFirst} onDecidedFirst={onDecidedFirst} />}
    </CaseScreen>
  );
}

/**
 * One dispute: the order's timeline, both statements with photos, the chat, the money in escrow,
 * delivery and escrow-code attempts, the questions to either party, the proposal, the decision
 * (or its form, by the staff member's role) and after it the ledger entries, and the case's audit.
 */
export function DisputeCaseScreen() {
  const { kind = '', id = '' } = useParams();
  return isDisputeKind(kind) ? (
    <CaseLoader key={`${kind}/${id}`} kind={kind} id={id} />
  ) : (
    <CasePage back={back}>
      <CaseNotFound back={back} {...notFound} />
    </CasePage>
  );
}
