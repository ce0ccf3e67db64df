import { moderationReasonBodySchema, MODERATION_REASON_MAX } from '../../contract';
import { ReasonDialog, type ReasonDialogProps, type ReasonField } from '../console';

const moderationReason: ReasonField = {
  description: 'Kept in the audit with the change.',
  maxLength: MODERATION_REASON_MAX,
  schema: moderationReasonBodySchema.entries.reason,
};

/**
 * Every staff action on a person or a listing asks why: the reason is kept in the audit with the
 * change. A refusal (the role may not, someone did it first) is shown in the dialog.
 */
export function ModerationDialog(props: Omit<ReasonDialogProps, 'field' | 'role'>) {
  return <ReasonDialog {...props} role="alertdialog" field={moderationReason} />;
}
