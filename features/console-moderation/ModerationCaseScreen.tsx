import { useState } from 'react';
import { useParams } from 'react-router';
import { reportTargetKinds, type ModerationCase, type ReportTargetKind } from '../../contract';
import { consolePaths, type ApiError } from '../../client';
import { Column, Columns, Stack } from '../../ui';
import { AuditTrail } from '../console-audit';
import { CaseHeader, CaseNotFound, CasePage, CaseScreen, DecidedFirstNotice } from '../console';
import { Actions } from './Actions';
import { useModerationCase, useReloadCase } from './api';
import { Answers, Messages, OwnerHistory, Reports, TargetFacts } from './CaseParts';
import { auditSubject, caseBadges } from './moderationView';

function isTargetKind(kind: string): kind is ReportTargetKind {
  return (reportTargetKinds as readonly string[]).includes(kind);
}

const back = { href: consolePaths.moderation, label: 'Back to moderation' };
const notFound = {
  title: 'Case not found',
  description: 'Nothing reported or flagged is at this address: it may have been deleted.',
};

interface Refusal {
  message: string;
  /** Changes with each refusal, so the notice takes the focus again. */
  count: number;
}

function Case({
  kase,
  refusal,
  onRefused,
}: {
  kase: ModerationCase;
  refusal: Refusal | null;
  onRefused: (error: ApiError) => void;
}) {
  const audit = auditSubject(kase.target);
  return (
    <>
      <CaseHeader title={kase.target.label} badges={caseBadges(kase)} />
      {refusal && <DecidedFirstNotice heading="Your decision was not made." text={refusal.message} focusKey={refusal.count} />}
      <Columns collapseBelow="desktop" space="5">
        <Column width="3/5">
          <Stack space="5">
            <Reports kase={kase} />
            <Answers kase={kase} />
            <Messages kase={kase} />
          </Stack>
        </Column>
        <Column width="2/5">
          <Stack space="5">
            <Actions kase={kase} onRefused={onRefused} />
            <TargetFacts kase={kase} />
            <OwnerHistory kase={kase} />
          </Stack>
        </Column>
      </Columns>
      <AuditTrail key={`${audit.type}/${audit.id}`} title={audit.title} target={{ type: audit.type, id: audit.id }} />
    </>
  );
}

function CaseLoader({ kind, id }: { kind: ReportTargetKind; id: string }) {
  const read = useModerationCase(kind, id);
  const reload = useReloadCase(kind, id);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const onRefused = (error: ApiError) => {
    setRefusal((previous) => ({ message: error.message, count: (previous?.count ?? 0) + 1 }));
    void reload();
  };
  return (
    <CaseScreen
      back={back}
      read={read}
      notFound={notFound}
      isNotFound={(error) => error.status === 404 || error.status === 400}
      errorTitle="This case could not be loaded"
      loadingLabel="Loading the case"
    >
      {(kase) => <Case kase={kase} refusal={refusal} onRefused={onRefused} />}
    </CaseScreen>
  );
}

/**
 * One moderation case: the reports with each reporter's record, the owner's answers, the reported
 * or flagged chat messages with their neighbours, what is reported and its owner's history, the
 * decisions the case can take (each asking a reason), and the audit.
 */
export function ModerationCaseScreen() {
  const { kind = '', id = '' } = useParams();
  return isTargetKind(kind) ? (
    <CaseLoader key={`${kind}/${id}`} kind={kind} id={id} />
  ) : (
    <CasePage back={back}>
      <CaseNotFound back={back} {...notFound} />
    </CasePage>
  );
}
