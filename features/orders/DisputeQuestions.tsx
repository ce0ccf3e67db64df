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

const answerFields = ['answer'] as const;

const dateTime = (value: string) => `${formatLongDate(value)}, ${formatTime(value)}`;

/** Sends one answer: the order's kind posts it and refreshes the order. */
export type AnswerQuestion = (questionId: string, body: AnswerDisputeQuestionBody) => Promise<unknown>;

function AnswerForm({ answer, question }: { answer: AnswerQuestion; question: PartyDisputeQuestion }) {
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
 * Kampus's questions to this party (a buyer or a seller, of a product or a ticket order) about
 * the dispute, each answered once here while the dispute is open: the desk reads the answers
 * before deciding. `decidedNote` is said under a question left unanswered when it was decided.
 */
export function DisputeQuestions({
  questions,
  decided,
  decidedNote,
  answer,
}: {
  questions: PartyDisputeQuestion[];
  decided: boolean;
  decidedNote: string;
  answer: AnswerQuestion;
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
                  {decidedNote}
                </Text>
              ) : (
                <AnswerForm answer={answer} question={question} />
              ))}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
