import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { multilineText, OWNER_ANSWER_MAX, type ReportTargetKind } from '../../contract';
import { useForm, useMutation } from '../../client';
import { Button, Inline, Modal, Notice, Stack, Text, TextArea, toast } from '../../ui';
import { sendOwnerAnswer } from './api';
import { ANSWER_FIELD_LABEL, ANSWER_SENT_MESSAGE, answerTitle, hiddenListingText } from './answerText';

// The contract lets the answer be empty; a person pressing Send means to say something.
const answerFormSchema = v.object({ answer: multilineText(ANSWER_FIELD_LABEL, OWNER_ANSWER_MAX) });
const answerFields = ['answer'] as const;

export interface HiddenListingNoticeProps {
  listing: { kind: Extract<ReportTargetKind, 'product' | 'event'>; id: string; title: string };
  /** Why Kampus hid it: after reports, held as a possibly prohibited item, or a staff member's reason. */
  reason: string;
}

function AnswerDialog({
  listing,
  onClose,
  onSent,
}: {
  listing: HiddenListingNoticeProps['listing'];
  onClose: () => void;
  onSent: () => void;
}) {
  const formId = useId();
  const sending = useMutation(sendOwnerAnswer);
  const form = useForm({
    schema: answerFormSchema,
    fields: answerFields,
    onValid: async ({ answer }) => {
      const result = await sending.trigger({ targetKind: listing.kind, targetId: listing.id, answer });
      if (result.ok) {
        toast.success(ANSWER_SENT_MESSAGE);
        onSent();
      } else if (!result.aborted) form.showServerErrors(result.error);
    },
  });
  return (
    <Modal
      isOpen
      onClose={() => {
        if (!sending.sending) onClose();
      }}
      title={answerTitle(listing.title)}
      size="sm"
      actions={(close) => (
        <>
          <Button variant="outline" onPress={close} isDisabled={sending.sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={sending.sending}>
            Send answer
          </Button>
        </>
      )}
    >
      <Stack space="3">
        <form {...form.formProps} id={formId} aria-label={answerTitle(listing.title)}>
          <TextArea
            {...form.field('answer')}
            label={ANSWER_FIELD_LABEL}
            description="Tell our team your side: what the item is, and anything that shows it is allowed and genuine."
            isRequired
            maxLength={OWNER_ANSWER_MAX}
            rows={4}
          />
        </form>
        {sending.error && !form.errors.answer && (
          <Notice as="p" role="alert" tone="critical">
            {sending.error.message}
          </Notice>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * Under a listing Kampus hid, on its seller's Listings: why, and 'Answer' to tell the team their
 * side before staff restore or remove it. Once sent, the notice says so.
 */
export function HiddenListingNotice({ listing, reason }: HiddenListingNoticeProps) {
  const [isAnswering, setAnswering] = useState(false);
  const [answered, setAnswered] = useState(false);
  return (
    <Notice tone="caution">
      <Stack space="2">
        <Inline space="2" alignY="center">
          <EyeOff size={16} aria-hidden="true" />
          <Text as="span" size="sm">
            {hiddenListingText(reason)}
          </Text>
        </Inline>
        {answered ? (
          <Text size="sm" weight="semibold">
            {ANSWER_SENT_MESSAGE}
          </Text>
        ) : (
          <Inline space="2" alignY="center">
            <Button variant="outline" size="sm" onPress={() => setAnswering(true)} aria-label={`Answer about ${listing.title}`}>
              Answer
            </Button>
          </Inline>
        )}
      </Stack>
      {isAnswering && (
        <AnswerDialog
          listing={listing}
          onClose={() => setAnswering(false)}
          onSent={() => {
            setAnswering(false);
            setAnswered(true);
          }}
        />
      )}
    </Notice>
  );
}
