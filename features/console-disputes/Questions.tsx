import { MessageCircleQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { askDisputeQuestionBodySchema, formatDateTime, type AdminDisputeCase, type DisputeParty } from '../../contract';
import { ApiError, errorMessage, useForm } from '../../client';
import { Button, DetailSection, Inline, Modal, Notice, Stack, Text, TextArea, toast } from '../../ui';
import { useStaffMay } from '../console';
import { useCaseAction } from './api';
import { isDecidedFirst, partyLabels } from './disputeView';
import * as styles from './disputes.css';

/** A refusal because someone decided the case first: the page says who, and reads the case again. */
export type OnDecidedFirst = (error: ApiError) => void;

const questionSchema = v.object({ text: askDisputeQuestionBodySchema.entries.text });
const questionFields = ['text'] as const;

interface AskDialogProps {
  dispute: AdminDisputeCase;
  to: DisputeParty;
  onClose: () => void;
  onDecidedFirst: OnDecidedFirst;
}

/** 'Ask the buyer' / 'Ask the seller': the party is notified and answers in the app. */
function AskDialog({ dispute, to, onClose, onDecidedFirst }: AskDialogProps) {
  const formId = useId();
  const run = useCaseAction(dispute.kind, dispute.id);
  const [failure, setFailure] = useState('');
  const person = dispute[to];
  const form = useForm({
    schema: questionSchema,
    fields: questionFields,
    onValid: async ({ text }, signal) => {
      setFailure('');
      try {
        await run('questions', { to, text }, signal);
        if (signal.aborted) return;
        toast.success(`Question sent to the ${to}`);
        onClose();
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && isDecidedFirst(error)) {
          onClose();
          onDecidedFirst(error);
        } else if (!form.showServerErrors(error)) setFailure(errorMessage(error));
      }
    },
  });
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Ask the ${to} a question`}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={form.isPending}>
            Send question
          </Button>
        </>
      }
    >
      <Stack space="4">
        <Text>{`${person.name} is notified by e-mail and in the app, and answers on their order page. The answer appears here.`}</Text>
        <form {...form.formProps} id={formId}>
          <TextArea {...form.field('text')} label="Question" isRequired rows={4} maxLength={1000} />
        </form>
        <Notice tone="critical" role="alert">
          {failure}
        </Notice>
      </Stack>
    </Modal>
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
            <Button
              size="sm"
              variant="outline"
              iconStart={<MessageCircleQuestion size={16} aria-hidden="true" />}
              onPress={() => setAsking('buyer')}
            >
              Ask the buyer
            </Button>
            <Button
              size="sm"
              variant="outline"
              iconStart={<MessageCircleQuestion size={16} aria-hidden="true" />}
              onPress={() => setAsking('seller')}
            >
              Ask the seller
            </Button>
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
