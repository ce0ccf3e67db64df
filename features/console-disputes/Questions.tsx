import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { askDisputeQuestionBodySchema, formatDateTime, type AdminDisputeCase, type DisputeParty } from '../../contract';
import type { ApiError } from '../../client';
import { Button, DetailSection, Inline, Stack, Text } from '../../ui';
import { ReasonDialog, useStaffMay, type ReasonField } from '../console';
import { useCaseAction } from './api';
import { isDecidedFirst, partyLabels } from './disputeView';
import * as styles from './disputes.css';

/** A refusal because someone decided the case first: the page says who, and reads the case again. */
export type OnDecidedFirst = (error: ApiError) => void;

const question: ReasonField = {
  name: 'text',
  label: 'Question',
  rows: 4,
  maxLength: 1000,
  schema: askDisputeQuestionBodySchema.entries.text,
};

interface AskDialogProps {
  dispute: AdminDisputeCase;
  to: DisputeParty;
  onClose: () => void;
  onDecidedFirst: OnDecidedFirst;
}

/** 'Ask the buyer' / 'Ask the seller': the party is notified and answers in the app. */
function AskDialog({ dispute, to, onClose, onDecidedFirst }: AskDialogProps) {
  const run = useCaseAction(dispute.kind, dispute.id);
  return (
    <ReasonDialog
      title={`Ask the ${to} a question`}
      description={`${dispute[to].name} is notified by e-mail and in the app, and answers on their order page. The answer appears here.`}
      confirmLabel="Send question"
      doneText={`Question sent to the ${to}`}
      field={question}
      onConfirm={(text, signal) => run('questions', { to, text }, signal)}
      onClose={onClose}
      refusedWhen={isDecidedFirst}
      onRefused={onDecidedFirst}
    />
  );
}

/** The desk's questions to either party with their answers, and the buttons to ask more. */
export function Questions({ dispute, onDecidedFirst }: { dispute: AdminDisputeCase; onDecidedFirst: OnDecidedFirst }) {
  const mayAsk = useStaffMay('disputes.message') && !dispute.decision;
  const [asking, setAsking] = useState<DisputeParty | null>(null);
  return (
    <DetailSection
      title="Questions"
      actions={
        mayAsk && (
          <Inline space="2">
            {(['buyer', 'seller'] as const).map((party) => (
              <Button
                key={party}
                size="sm"
                variant="outline"
                iconStart={<MessageCircleQuestion size={16} aria-hidden="true" />}
                onPress={() => setAsking(party)}
              >
                {`Ask the ${party}`}
              </Button>
            ))}
          </Inline>
        )
      }
    >
      {dispute.questions.length === 0 ? (
        <Text tone="muted">No questions asked yet.</Text>
      ) : (
        <Stack as="ol" space="4" aria-label="Questions and answers">
          {dispute.questions.map((question) => (
            <li key={question.id}>
              <Stack space="2">
                <Text size="sm" tone="muted">
                  {`To the ${question.to} (${dispute[question.to].name}), asked by ${question.askedBy.email}, ${formatDateTime(question.askedAt)}`}
                </Text>
                <blockquote className={styles.quote}>{question.text}</blockquote>
                {question.answer && question.answeredAt ? (
                  <Stack space="1">
                    <Text
                      size="sm"
                      weight="semibold"
                    >{`${partyLabels[question.to]}’s answer, ${formatDateTime(question.answeredAt)}`}</Text>
                    <blockquote className={styles.quote}>{question.answer}</blockquote>
                  </Stack>
                ) : (
                  <Text size="sm" tone="muted">
                    Not answered yet.
                  </Text>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      {asking && <AskDialog dispute={dispute} to={asking} onClose={() => setAsking(null)} onDecidedFirst={onDecidedFirst} />}
    </DetailSection>
  );
}
