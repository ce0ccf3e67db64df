import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useMutation } from '../../client';
import { emailField, type StaffMember, type StaffRole } from '../../contract';
import { Button, Heading, Modal, Notice, Stack, Text, TextField, toast } from '../../ui';
import { consoleApi } from './api';
import { staffRoleLabels } from './consoleNav';
import { RoleChoice } from './RoleChoice';

const emailSchema = emailField();

export interface GrantRoleFormProps {
  onGranted: (member: StaffMember) => void;
}

/** Grants a role to a Kampus account by its e-mail (or changes a staff member's), after a confirmation. */
export function GrantRoleForm({ onGranted }: GrantRoleFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | null>(null);
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});
  const [confirming, setConfirming] = useState<{ email: string; role: StaffRole } | null>(null);
  const granting = useMutation((body: { email: string; role: StaffRole }, signal) => consoleApi.grant(body, { signal }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(emailSchema, email);
    const next = {
      email: checked.success ? undefined : checked.issues[0].message,
      role: role ? undefined : 'Role is a required field',
    };
    setErrors(next);
    if (!checked.success || !role) {
      const field = event.currentTarget.elements.namedItem(next.email ? 'email' : 'role');
      if (field instanceof HTMLElement) field.focus();
      else if (field instanceof RadioNodeList) (field[0] as HTMLElement | undefined)?.focus();
      return;
    }
    setConfirming({ email: checked.output, role });
  };

  const grant = async () => {
    if (!confirming) return;
    const result = await granting.trigger(confirming);
    if (!result.ok) return;
    setConfirming(null);
    setEmail('');
    setRole(null);
    toast.success(`${result.value.email} is now ${staffRoleLabels[result.value.role]}.`);
    onGranted(result.value);
  };

  const close = () => {
    setConfirming(null);
    granting.reset();
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack space="4">
        <Heading level={2} id={headingId} size="lg">
          Grant a role
        </Heading>
        <Text tone="muted">
          The person needs a Kampus account. They set up their authenticator app the first time they sign in.
        </Text>
        <form noValidate onSubmit={onSubmit}>
          <Stack space="4">
            <TextField
              name="email"
              label="Email"
              type="email"
              value={email}
              onChange={(next) => {
                setEmail(next);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
              validationError={errors.email}
              isRequired
            />
            <RoleChoice
              value={role}
              onChange={(next) => {
                setRole(next);
                setErrors((current) => ({ ...current, role: undefined }));
              }}
              validationError={errors.role}
            />
            <div>
              <Button type="submit">Grant role</Button>
            </div>
          </Stack>
        </form>
      </Stack>
      <Modal
        isOpen={confirming !== null}
        onClose={close}
        title="Grant this role?"
        role="alertdialog"
        actions={
          <>
            <Button onPress={() => void grant()} isPending={granting.sending}>
              Grant role
            </Button>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
          </>
        }
      >
        {confirming ? (
          <Stack space="3">
            <Text>
              {confirming.email} will be {staffRoleLabels[confirming.role]} in the console. If they are staff already, their role
              changes now.
            </Text>
            {granting.error ? <ErrorNotice message={granting.error.message} /> : null}
          </Stack>
        ) : null}
      </Modal>
    </section>
  );
}

/** Why the server refused a change, inside its confirmation. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <Notice tone="critical" role="alert" as="p">
      {message}
    </Notice>
  );
}
