import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import {
  answerDisputeBodySchema,
  cancelOrderBodySchema,
  declineOrderBodySchema,
  disputeBodySchema,
  MAX_DISPUTE_PHOTOS,
  reviewOrderBodySchema,
  type OrderDetail,
  formatKobo,
} from '../../contract';
import { checkForm, errorMessage, useForm } from '../../client';
import {
  Button,
  FileDropzone,
  Heading,
  Inline,
  Modal,
  Notice,
  OtpInput,
  Stack,
  Text,
  TextArea,
  ToggleButton,
  ToggleButtonGroup,
  type UploadedFile,
  visuallyHidden,
} from '../../ui';
import { uploadDisputePhoto } from './api';
import { CodeScanner } from './CodeScanner';
import type { RunAction } from './useRunAction';

/** The first message of each field a schema refuses. */
function fieldErrors(schema: v.GenericSchema, values: Record<string, unknown>): Record<string, string> {
  const check = checkForm(schema, values);
  return check.success ? {} : (check.errors as Record<string, string>);
}

/** The server's refusal of an action, read out where the action was taken. */
export function ActionAlert({ actions, field }: { actions: RunAction; field?: string }) {
  const { error } = actions;
  // A 400 about this form's field shows under the field instead.
  const shown = error && !(field && error.fieldErrors[field]) ? errorMessage(error) : '';
  return (
    <Notice tone="critical" role="alert">
      {shown}
    </Notice>
  );
}

interface DialogProps {
  order: OrderDetail;
  actions: RunAction;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Mark as delivered': the buyer confirms they have the item, which pays the seller. */
export function ConfirmDeliveredDialog({ order, actions, isOpen, onClose }: DialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title="Mark as delivered?"
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Go back
          </Button>
          <Button
            isPending={actions.pending === 'confirm'}
            onPress={() => void actions.run('confirm', {}).then((done) => done && onClose())}
          >
            Yes, mark as delivered
          </Button>
        </>
      }
    >
      <p>
        Confirm only when you have the item and it is as described. {formatKobo(order.totalKobo)} is then released to{' '}
        {order.seller.name}, and the order can no longer be disputed.
      </p>
      <ActionAlert actions={actions} />
    </Modal>
  );
}

const reasonFields = ['reason'] as const;

interface ReasonDialogProps extends DialogProps {
  action: 'decline' | 'cancel';
}

/** 'Decline' (the seller, a reason required) or 'Cancel order' (the buyer, a reason optional). */
export function ReasonDialog({ action, actions, isOpen, onClose }: ReasonDialogProps) {
  const formId = useId();
  const decline = action === 'decline';
  const form = useForm({
    schema: decline ? declineOrderBodySchema : cancelOrderBodySchema,
    fields: reasonFields,
    onValid: async (body) => {
      if (await actions.run(action, body)) onClose();
    },
  });
  const serverError = actions.error?.fieldErrors.reason;

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={decline ? 'Decline this order?' : 'Cancel this order?'}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Go back
          </Button>
          <Button tone="critical" type="submit" form={formId} isPending={actions.pending === action}>
            {decline ? 'Decline order' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <Stack space="4">
        <p>
          {decline
            ? 'The buyer is refunded in full and the units go back on sale. Tell them why.'
            : 'Your payment is refunded to your Kampus wallet in full.'}
        </p>
        <form {...form.formProps} id={formId}>
          <TextArea
            {...form.field('reason')}
            label={decline ? 'Reason' : 'Reason (optional)'}
            isRequired={decline}
            maxLength={500}
            validationError={form.errors.reason ?? serverError}
          />
        </form>
        <ActionAlert actions={actions} field="reason" />
      </Stack>
    </Modal>
  );
}

/** 'Dispute': what is wrong, and up to five photos (private to the order's parties and Kampus). */
export function DisputeDialog({ actions, isOpen, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverErrors = actions.error?.fieldErrors ?? {};

  async function submit() {
    const body = { reason, photoKeys: photos.map((photo) => photo.key) };
    const found = fieldErrors(disputeBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await actions.run('dispute', body)) onClose();
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Dispute this order"
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Go back
          </Button>
          <Button tone="critical" isPending={actions.pending === 'dispute'} onPress={() => void submit()}>
            Open dispute
          </Button>
        </>
      }
    >
      <Stack space="4">
        <p>The money stays in escrow while Kampus looks into it. The seller can answer within 72 hours.</p>
        <TextArea
          label="Reason"
          description="What is wrong with the order?"
          isRequired
          maxLength={1000}
          rows={4}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors({});
          }}
          validationError={errors.reason ?? serverErrors.reason}
        />
        <FileDropzone
          label="Photos"
          description={`Up to ${MAX_DISPUTE_PHOTOS} photos of the problem. Only you, the seller and Kampus see them.`}
          upload={uploadDisputePhoto}
          maxFiles={MAX_DISPUTE_PHOTOS}
          value={photos}
          onChange={setPhotos}
          validationError={errors.photoKeys ?? serverErrors.photoKeys}
        />
        <ActionAlert actions={actions} field="reason" />
      </Stack>
    </Modal>
  );
}

const reviewFields = ['rating', 'text'] as const;
const reviewFormSchema = v.object({
  rating: v.pipe(v.string(), v.nonEmpty('Choose a rating from 1 to 5 stars'), v.transform(Number)),
  text: reviewOrderBodySchema.entries.text,
});

/** The buyer's review once the order is complete: 1–5 stars and a few words. */
export function ReviewForm({ actions }: { actions: RunAction }) {
  const form = useForm({
    schema: reviewFormSchema,
    fields: reviewFields,
    onValid: async (body) => {
      await actions.run('review', body);
    },
  });
  const serverErrors = actions.error?.fieldErrors ?? {};
  const rating = form.values.rating === '' ? null : Number(form.values.rating);
  const ratingError = form.errors.rating ?? serverErrors.rating;
  return (
    <Stack as="section" space="3" aria-labelledby="review-title">
      <Heading level={2} size="lg" id="review-title">
        Review this order
      </Heading>
      <form {...form.formProps}>
        <Stack space="4">
          <Stack space="3">
            <Text as="span" size="sm" tone="muted" id="rating-label">
              Rating
            </Text>
            <ToggleButtonGroup
              aria-label="Rating"
              selectedKey={rating ?? undefined}
              onSelectionChange={(key) => form.setValue('rating', String(key))}
            >
              {[1, 2, 3, 4, 5].map((stars) => (
                <ToggleButton key={stars} id={stars}>
                  <Star size={16} aria-hidden="true" fill={rating !== null && stars <= rating ? 'currentColor' : 'none'} />
                  {stars}
                  <span className={visuallyHidden}> {stars === 1 ? 'star' : 'stars'}</span>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {ratingError && (
              <Notice tone="critical" role="alert">
                {ratingError}
              </Notice>
            )}
          </Stack>
          <TextArea
            label="Review"
            isRequired
            maxLength={1000}
            rows={3}
            {...form.field('text')}
            validationError={form.errors.text ?? serverErrors.text}
          />
          <ActionAlert actions={actions} field="text" />
          <Inline space="3">
            <Button type="submit" isPending={actions.pending === 'review'}>
              Post review
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}

/** The seller's answer to a dispute, once, for the administrator who decides it. */
export function AnswerDisputeForm({ actions }: { actions: RunAction }) {
  const form = useForm({
    schema: answerDisputeBodySchema,
    fields: ['answer'],
    onValid: async (body) => {
      await actions.run('answer_dispute', body);
    },
  });

  return (
    <form {...form.formProps}>
      <Stack space="4">
        <TextArea
          {...form.field('answer')}
          label="Your answer"
          description="Tell Kampus what happened. An administrator decides the dispute after reading both sides."
          isRequired
          maxLength={1000}
          rows={4}
          validationError={form.errors.answer ?? actions.error?.fieldErrors.answer}
        />
        <ActionAlert actions={actions} field="answer" />
        <Inline space="3">
          <Button type="submit" isPending={actions.pending === 'answer_dispute'}>
            Send answer
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

export const HANDOVER_LOCKED_TEXT =
  'Code entry is locked after five wrong codes. The buyer can still mark the order as delivered from their orders.';

/**
 * The seller's handover: the buyer's 6-digit escrow code, typed or scanned from its QR, which
 * completes the order at once. A wrong code shows the server's message (with the attempts left).
 */
export function HandoverForm({ order, actions }: { order: OrderDetail; actions: RunAction }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [scanning, setScanning] = useState(false);

  if (order.handoverLocked) {
    return (
      <Stack as="section" space="3" aria-labelledby="handover-title">
        <Heading level={2} size="lg" id="handover-title">
          Handover
        </Heading>
        <Notice as="p" tone="caution">
          {HANDOVER_LOCKED_TEXT}
        </Notice>
      </Stack>
    );
  }

  async function submit(value: string) {
    const digits = value.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Escrow code must be 6 digits');
      return;
    }
    setError(undefined);
    await actions.run('handover', { code: digits });
  }

  const serverMessage = actions.error && actions.pending === null ? errorMessage(actions.error) : undefined;
  return (
    <Stack as="section" space="3" aria-labelledby="handover-title">
      <Heading level={2} size="lg" id="handover-title">
        Handover
      </Heading>
      <Text size="sm" tone="muted">
        When you hand over the item, enter the buyer’s 6-digit escrow code or scan its QR. It proves the delivery and releases the
        payment to you.
      </Text>
      <OtpInput
        label="Escrow code"
        length={6}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
          actions.clearError();
        }}
        onSubmit={(value) => void submit(value)}
        validationError={error ?? serverMessage}
      />
      <Inline space="3">
        <Button isPending={actions.pending === 'handover'} onPress={() => void submit(code)}>
          Complete handover
        </Button>
        <Button variant="outline" onPress={() => setScanning(true)}>
          Scan code
        </Button>
      </Inline>
      <Modal isOpen={scanning} onClose={() => setScanning(false)} title="Scan the buyer's code">
        {scanning && (
          <CodeScanner
            onCode={(scanned) => {
              setScanning(false);
              setCode(scanned);
              void submit(scanned);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
