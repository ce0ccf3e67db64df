import { useId } from 'react';
import { errorMessage, useForm, useMutation } from '../../client';
import {
  answerDisputeQuestionBodySchema,
  formatLongDate,
  formatTime,
  type AnswerDisputeQuestionBody,
  type PartyDisputeQuestion,
} from '../../contract';
import { Button, Fact, FactList, Heading, Inline, Notice, Stack, Text, TextArea, toast } from '../../ui';
import { useAnswerDisputeQuestion } from './api';

const answerFields = ['answer'] as const;

const dateTime = (value: string) => `${formatLongDate(value)}, ${formatTime(value)}`;

function AnswerForm({ orderId, question }: { orderId: string; question: PartyDisputeQuestion }) {
  const answer = useAnswerDisputeQuestion(orderId);
  const sending = useMutation((body: AnswerDisputeQuestionBody) => answer(question.id, body));
  const form = useForm({
    schema: answerDisputeQuestionBodySchema,
    fields: answerFields,
    onValid: async (body) => {
      const sent = await sending.trigger(body);
      if (sent.ok) toast.success('Your answer was sent to Kampus');
      else if (!sent.aborted) form.showServerErrors(sent.error);
    },
  });
  const problem = sending.error && !sending.error.fieldErrors.answer ? errorMessage(sending.error) : '';
  return (
    <form {...form.formProps}>
      <Stack space="3">
        <TextArea {...form.field('answer')} label="Your answer to Kampus" isRequired maxLength={1000} rows={3} />
        <Notice tone="critical" role="alert">
          {problem}
        </Notice>
        <Inline space="3">
          <Button type="submit" isPending={sending.sending}>
            Answer Kampus
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * Kampus's questions to this party (buyer or seller) about the dispute, each answered once here
 * while the dispute is open: the desk reads the answers before deciding.
 */
export function DisputeQuestions({
  orderId,
  questions,
  decided,
}: {
  orderId: string;
  questions: PartyDisputeQuestion[];
  decided: boolean;
}) {
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <Stack space="4" as="section" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        Questions from Kampus
      </Heading>
      <Stack as="ol" space="5">
        {questions.map((question) => (
          <Stack as="li" space="3" key={question.id}>
            <FactList>
              <Fact term={`Asked ${dateTime(question.askedAt)}`}>{question.text}</Fact>
              {question.answer !== null && question.answeredAt && (
                <Fact term={`Your answer, ${dateTime(question.answeredAt)}`}>{question.answer}</Fact>
              )}
            </FactList>
            {question.answer === null &&
              (decided ? (
                <Text size="sm" tone="muted">
                  The dispute was decided before you answered.
                </Text>
              ) : (
                <AnswerForm orderId={orderId} question={question} />
              ))}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
