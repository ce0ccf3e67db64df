import { useId, useState } from 'react';
import { useMutation } from '../../client';
import type { StaffMember, StaffRole } from '../../contract';
import { Badge, Button, Card, Inline, Modal, Stack, Text, toast } from '../../ui';
import { consoleApi } from './api';
import { staffRoleLabels } from './consoleNav';
import { ErrorNotice } from './GrantRoleForm';
import { RoleChoice } from './RoleChoice';

export interface StaffRowProps {
  member: StaffMember;
  /** The signed-in administrator: they change nothing of their own here (another administrator does). */
  isSelf: boolean;
  onChanged: () => void;
}

function nameOf(member: StaffMember): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.email;
}

/** One member of staff: name, e-mail, role, whether their app is set up; change their role or revoke it. */
export function StaffRow({ member, isSelf, onChanged }: StaffRowProps) {
  const titleId = useId();
  const name = nameOf(member);
  const [dialog, setDialog] = useState<'change' | 'revoke' | null>(null);
  const [role, setRole] = useState<StaffRole>(member.role);

  const changing = useMutation((next: StaffRole, signal) => consoleApi.grant({ email: member.email, role: next }, { signal }));
  const revoking = useMutation((_: void, signal) => consoleApi.revoke(member.id, { signal }));

  const close = () => {
    setDialog(null);
    setRole(member.role);
    changing.reset();
    revoking.reset();
  };

  const change = async () => {
    const result = await changing.trigger(role);
    if (!result.ok) return;
    setDialog(null);
    toast.success(`${name} is now ${staffRoleLabels[result.value.role]}.`);
    onChanged();
  };

  const revoke = async () => {
    const result = await revoking.trigger();
    if (!result.ok) return;
    setDialog(null);
    toast.success(`${name} is no longer staff.`);
    onChanged();
  };

  return (
    <Card as="li" aria-labelledby={titleId} padding="sm">
      <Stack space="3">
        <Inline space="3" align="spaceBetween">
          <Stack space="0.5">
            <Text as="span" weight="semibold" id={titleId}>
              {name}
              {isSelf ? ' (you)' : ''}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {member.email}
            </Text>
          </Stack>
          <Inline space="2">
            <Badge tone={member.role === 'admin' ? 'accent' : 'neutral'}>{staffRoleLabels[member.role]}</Badge>
            <Badge tone={member.secondFactorEnrolled ? 'positive' : 'warning'}>
              {member.secondFactorEnrolled ? 'App set up' : 'App not set up yet'}
            </Badge>
          </Inline>
        </Inline>
        {isSelf ? null : (
          <Inline space="2">
            <Button variant="outline" size="sm" onPress={() => setDialog('change')} aria-label={`Change role of ${name}`}>
              Change role
            </Button>
            <Button variant="outline" tone="critical" size="sm" onPress={() => setDialog('revoke')} aria-label={`Revoke ${name}`}>
              Revoke
            </Button>
          </Inline>
        )}
      </Stack>
      <Modal
        isOpen={dialog === 'change'}
        onClose={close}
        title={`Change the role of ${name}`}
        actions={
          <>
            <Button onPress={() => void change()} isPending={changing.sending} isDisabled={role === member.role}>
              Change role
            </Button>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
          </>
        }
      >
        <Stack space="3">
          <RoleChoice value={role} onChange={setRole} />
          {changing.error ? <ErrorNotice message={changing.error.message} /> : null}
        </Stack>
      </Modal>
      <Modal
        isOpen={dialog === 'revoke'}
        onClose={close}
        role="alertdialog"
        title={`Revoke ${name}?`}
        actions={
          <>
            <Button tone="critical" onPress={() => void revoke()} isPending={revoking.sending}>
              Revoke
            </Button>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
          </>
        }
      >
        <Stack space="3">
          <Text>
            {member.email} can no longer use the console, and their console sessions end now. Their Kampus account stays as it is.
          </Text>
          {revoking.error ? <ErrorNotice message={revoking.error.message} /> : null}
        </Stack>
      </Modal>
    </Card>
  );
}
