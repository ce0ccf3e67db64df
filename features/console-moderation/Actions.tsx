import { useState } from 'react';
import { moderationReasonBodySchema, MODERATION_REASON_MAX, type ModerationAction, type ModerationCase } from '../../contract';
import type { ApiError } from '../../client';
import { Button, DetailSection, Inline, Stack, Text } from '../../ui';
import { ReasonDialog, useStaffMay, type ReasonField } from '../console';
import { useModerationAction } from './api';
import { actionText, allowedActions } from './moderationView';

const reasonField: ReasonField = {
  description: 'The reporters and the owner are told it; the audit keeps it with the change.',
  maxLength: MODERATION_REASON_MAX,
  schema: moderationReasonBodySchema.entries.reason,
};

/** The dangerous actions: their buttons read in red. */
const critical: ReadonlySet<ModerationAction> = new Set(['remove', 'suspend']);

interface ActionsProps {
  kase: ModerationCase;
  /** Someone decided first, or the target can no longer take the action: the page says why and reads the case again. */
  onRefused: (error: ApiError) => void;
}

/** The decisions this case can take now and this staff member may, each asking a reason first. */
export function Actions({ kase, onRefused }: ActionsProps) {
  const may = { act: useStaffMay('moderation.act'), suspend: useStaffMay('people.suspend') };
  const run = useModerationAction(kase.target.kind, kase.target.id);
  const [open, setOpen] = useState<ModerationAction | null>(null);
  const actions = allowedActions(kase.actions, may);
  const text = open && actionText(open, kase.target);
  return (
    <DetailSection title="Decision">
      <Stack space="3">
        {actions.length === 0 ? (
          <Text tone="muted">
            {kase.actions.length === 0
              ? 'Nothing to decide: the reports are closed and the target is as staff left it.'
              : 'An administrator suspends accounts. You can read the case.'}
          </Text>
        ) : (
          <Inline space="2">
            {actions.map((action) => (
              <Button
                key={action}
                variant="outline"
                tone={critical.has(action) ? 'critical' : undefined}
                onPress={() => setOpen(action)}
              >
                {actionText(action, kase.target).button}
              </Button>
            ))}
          </Inline>
        )}
      </Stack>
      {open && text && (
        <ReasonDialog
          title={text.title}
          description={text.description}
          confirmLabel={text.button}
          doneText={text.doneText}
          field={reasonField}
          role="alertdialog"
          onConfirm={(reason, signal) => run(open, reason, signal)}
          onClose={() => setOpen(null)}
          refusedWhen={(error) => error.status === 409}
          onRefused={onRefused}
        />
      )}
    </DetailSection>
  );
}
