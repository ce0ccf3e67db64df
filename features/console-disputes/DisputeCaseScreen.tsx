import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { disputeKinds, type AdminDisputeCase, type DisputeKind } from '../../contract';
import { consolePaths, type ApiError } from '../../client';
import {
  Badge,
  Column,
  Columns,
  DetailLayoutSkeleton,
  EmptyState,
  Inline,
  LinkButton,
  LoadError,
  Notice,
  PageTitle,
  Stack,
  Text,
} from '../../ui';
import { AuditTrail } from '../console-audit';
import { useDisputeCase, useReloadCase } from './api';
import { Chat, Ledger, MoneyFacts, Proposal, Statements, Timeline } from './CaseFacts';
import { Decision } from './Decision';
import { caseBadge, decidedFirstText, kindLabels } from './disputeView';
import { Questions } from './Questions';

function isDisputeKind(kind: string): kind is DisputeKind {
  return (disputeKinds as readonly string[]).includes(kind);
}

const back = (
  <div>
    <LinkButton href={consolePaths.disputes} variant="transparent" size="sm">
      <ArrowLeft size={16} aria-hidden="true" />
      Back to disputes
    </LinkButton>
  </div>
);

function NotFound() {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title="Dispute not found"
      description="There is no dispute at this address: the order may never have been disputed."
      action={<LinkButton href={consolePaths.disputes}>Back to disputes</LinkButton>}
    />
  );
}

/** Someone (or a rule) decided the case while this staff member was working on it. */
function DecidedFirst({ text, decided }: { text: string; decided: boolean }) {
  const notice = useRef<HTMLDivElement>(null);
  // The form the staff member was in goes away (once the case read again shows the decision):
  // the keyboard continues from the news, after the closing confirmation has handed focus back.
  useEffect(() => {
    const frame = requestAnimationFrame(() => notice.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [decided]);
  return (
    <div ref={notice} tabIndex={-1}>
      <Notice tone="critical" role="alert">
        <Text weight="semibold">This case has already been decided.</Text>
        <Text>{text}</Text>
      </Notice>
    </div>
  );
}

function Case({
  dispute,
  decidedFirst,
  onDecidedFirst,
}: {
  dispute: AdminDisputeCase;
  decidedFirst: string;
  onDecidedFirst: (error: ApiError) => void;
}) {
  const badge = caseBadge(dispute);
  return (
    <>
      <Stack space="2">
        <PageTitle>{dispute.title}</PageTitle>
        <Inline space="2">
          <Badge tone={badge.tone} size="md">
            {badge.label}
          </Badge>
          <Badge tone="neutral" size="md">
            {kindLabels[dispute.kind]}
          </Badge>
        </Inline>
      </Stack>
      {decidedFirst && <DecidedFirst text={decidedFirst} decided={dispute.decision !== null} />}
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
  const { data, error, mutate } = useDisputeCase(kind, id);
  const reload = useReloadCase(kind, id);
  const [decidedFirst, setDecidedFirst] = useState('');
  const onDecidedFirst = (refusal: ApiError) => {
    setDecidedFirst(decidedFirstText(refusal));
    void reload();
  };

  if (data) return <Case dispute={data} decidedFirst={decidedFirst} onDecidedFirst={onDecidedFirst} />;
  if (error && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error?.status === 403) return <EmptyState title="Not for your role" description={error.message} />;
  if (error) return <LoadError title="This dispute could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <DetailLayoutSkeleton label="Loading the dispute" />;
}

/**
 * One dispute: the order's timeline, both statements with photos, the chat, the money in escrow,
 * delivery and escrow-code attempts, the questions to either party, the proposal, the decision
 * (or its form, by the staff member's role) and after it the ledger entries, and the case's audit.
 */
export function DisputeCaseScreen() {
  const { kind = '', id = '' } = useParams();
  return (
    <Stack space="5">
      {back}
      {isDisputeKind(kind) ? <CaseLoader key={`${kind}/${id}`} kind={kind} id={id} /> : <NotFound />}
    </Stack>
  );
}
