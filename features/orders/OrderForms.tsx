import { Star } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import {
  answerDisputeBodySchema,
  declineOrderBodySchema,
  disputeBodySchema,
  MAX_DISPUTE_PHOTOS,
  reviewOrderBodySchema,
  type OrderDetail,
} from '../../contract';
import { errorMessage } from '../../client';
import {
  Button,
  FileDropzone,
  formatKobo,
  Modal,
  OtpInput,
  TextArea,
  ToggleButton,
  ToggleButtonGroup,
  visuallyHidden,
  type UploadedFile,
} from '../../ui';
import { uploadDisputePhoto } from './api';
import { CodeScanner } from './CodeScanner';
import type { RunAction } from './useRunAction';
import * as styles from './orders.css';

/** The first message of each field a schema refuses. */
function fieldErrors(schema: v.GenericSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's refusal of an action, read out where the action was taken. */
export function ActionAlert({ actions, field }: { actions: RunAction; field?: string }) {
  const { error } = actions;
  // A 400 about this form's field shows under the field instead.
  const shown = error && !(field && error.fieldErrors[field]) ? errorMessage(error) : '';
  return (
    <div role="alert" className={styles.alert}>
      {shown}
    </div>
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

interface ReasonDialogProps extends DialogProps {
  action: 'decline' | 'cancel';
}

/** 'Decline' (the seller, a reason required) or 'Cancel order' (the buyer, a reason optional). */
export function ReasonDialog({ action, actions, isOpen, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decline = action === 'decline';
  const serverError = actions.error?.fieldErrors.reason;

  async function submit() {
    if (decline) {
      const errors = fieldErrors(declineOrderBodySchema, { reason });
      setError(errors.reason);
      if (errors.reason) return;
      if (await actions.run('decline', { reason })) onClose();
    } else if (await actions.run('cancel', reason.trim() ? { reason } : {})) {
      onClose();
    }
  }

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
          <Button variant="danger" isPending={actions.pending === action} onPress={() => void submit()}>
            {decline ? 'Decline order' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p>
          {decline
            ? 'The buyer is refunded in full and the units go back on sale. Tell them why.'
            : 'Your payment is refunded to your Kampus wallet in full.'}
        </p>
        <TextArea
          label={decline ? 'Reason' : 'Reason (optional)'}
          isRequired={decline}
          maxLength={500}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          validationError={error ?? serverError}
        />
        <ActionAlert actions={actions} field="reason" />
      </div>
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
          <Button variant="danger" isPending={actions.pending === 'dispute'} onPress={() => void submit()}>
            Open dispute
          </Button>
        </>
      }
    >
      <div className={styles.form}>
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
      </div>
    </Modal>
  );
}

/** The buyer's review once the order is complete: 1–5 stars and a few words. */
export function ReviewForm({ actions }: { actions: RunAction }) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverErrors = actions.error?.fieldErrors ?? {};

  async function submit() {
    const body = { rating: rating ?? 0, text };
    const found = fieldErrors(reviewOrderBodySchema, body);
    if (rating === null) found.rating = 'Choose a rating from 1 to 5 stars';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await actions.run('review', body);
  }

  const ratingError = errors.rating ?? serverErrors.rating;
  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.sectionTitle}>
        Review this order
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.section}>
          <span id="rating-label" className={styles.muted}>
            Rating
          </span>
          <ToggleButtonGroup
            aria-label="Rating"
            selectedKey={rating ?? undefined}
            onSelectionChange={(key) => {
              setRating(Number(key));
              setErrors(({ rating: _dropped, ...rest }) => rest);
            }}
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
            <span role="alert" className={styles.alert}>
              {ratingError}
            </span>
          )}
        </div>
        <TextArea
          label="Review"
          isRequired
          maxLength={1000}
          rows={3}
          value={text}
          onChange={(value) => {
            setText(value);
            setErrors(({ text: _dropped, ...rest }) => rest);
          }}
          validationError={errors.text ?? serverErrors.text}
        />
        <ActionAlert actions={actions} field="text" />
        <div className={styles.actions}>
          <Button type="submit" isPending={actions.pending === 'review'}>
            Post review
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The seller's answer to a dispute, once, for the administrator who decides it. */
export function AnswerDisputeForm({ actions }: { actions: RunAction }) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();

  async function submit() {
    const found = fieldErrors(answerDisputeBodySchema, { answer });
    setError(found.answer);
    if (found.answer) return;
    await actions.run('answer_dispute', { answer });
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label="Your answer"
        description="Tell Kampus what happened. An administrator decides the dispute after reading both sides."
        isRequired
        maxLength={1000}
        rows={4}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setError(undefined);
        }}
        validationError={error ?? actions.error?.fieldErrors.answer}
      />
      <ActionAlert actions={actions} field="answer" />
      <div className={styles.actions}>
        <Button type="submit" isPending={actions.pending === 'answer_dispute'}>
          Send answer
        </Button>
      </div>
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
      <section className={styles.section} aria-labelledby="handover-title">
        <h2 id="handover-title" className={styles.sectionTitle}>
          Handover
        </h2>
        <p className={styles.notice}>{HANDOVER_LOCKED_TEXT}</p>
      </section>
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
    <section className={styles.section} aria-labelledby="handover-title">
      <h2 id="handover-title" className={styles.sectionTitle}>
        Handover
      </h2>
      <p className={styles.muted}>
        When you hand over the item, enter the buyer’s 6-digit escrow code or scan its QR. It proves the delivery and releases the
        payment to you.
      </p>
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
      <div className={styles.actions}>
        <Button isPending={actions.pending === 'handover'} onPress={() => void submit(code)}>
          Complete handover
        </Button>
        <Button variant="outline" onPress={() => setScanning(true)}>
          Scan code
        </Button>
      </div>
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
    </section>
  );
}
