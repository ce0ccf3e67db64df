import { useId, useState } from 'react';
import * as v from 'valibot';
import { secretField, type DeleteAccountBody } from '../../contract';
import { useForm, useMutation, type Mutation } from '../../client';
import { Button, Modal, ModalTrigger, Notice, PasswordField, Stack, Text, toast } from '../../ui';
import { useDeleteAccount } from './api';
import * as styles from './DeleteAccountDialog.css';

export const DELETE_ACCOUNT_TITLE = 'Delete your account data?';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted';

const deleteFormSchema = v.object({ password: secretField('Password', 128) });
const fields = ['password'] as const;

/** The body of the dialog: what goes, what stays, the password, and why the server said no. */
function DeleteAccountForm({ formId, deletion }: { formId: string; deletion: Mutation<DeleteAccountBody, void> }) {
  const [refusal, setRefusal] = useState<string>();
  const form = useForm({
    schema: deleteFormSchema,
    fields,
    onValid: async ({ password }, signal) => {
      setRefusal(undefined);
      const result = await deletion.trigger({ password });
      if (result.ok) toast.success(ACCOUNT_DELETED_MESSAGE, { description: 'We are sorry to see you go.' });
      else if (!result.aborted && !signal.aborted && !form.showServerErrors(result.error)) setRefusal(result.error.message);
    },
  });

  return (
    <Text as="div" size="sm">
      <Stack space="3">
        <p>
          <strong>This cannot be undone.</strong> Deleting your account:
        </p>
        <ul className={styles.list}>
          <li>erases your name, email address, phone number and university;</li>
          <li>deletes your verification (KYC) details, your NIN and your identity document;</li>
          <li>removes your listings from Kampus, with your saved items, notifications, bank account and withdrawal PIN;</li>
          <li>signs you out on every device.</li>
        </ul>
        <p>
          Your orders and money records (payments, escrow and wallet history) are kept without your name, as the law requires
          financial records to be kept. An account cannot be deleted while money is in escrow, an order is still open or the
          wallet has a balance.
        </p>
        <form {...form.formProps} id={formId} aria-label="Confirm account deletion" className={styles.confirmation}>
          <PasswordField
            {...form.field('password')}
            label="Password"
            autoComplete="current-password"
            description="Enter your password to confirm."
          />
        </form>
        {refusal && (
          <Notice as="p" role="alert" tone="critical">
            {refusal}
          </Notice>
        )}
      </Stack>
    </Text>
  );
}

/**
 * 'Delete Account Data': a confirmation that names the consequences and asks for the password.
 * On success the session ends and the visitor lands on the home page with a toast.
 */
export function DeleteAccountDialog() {
  const formId = useId();
  const [isOpen, setOpen] = useState(false);
  // Held here, not in the form: the dialog's buttons show it and refuse to close meanwhile.
  const deletion = useMutation(useDeleteAccount());
  const isPending = deletion.sending;

  return (
    <ModalTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button tone="critical">Delete Account Data</Button>
      <Modal
        title={DELETE_ACCOUNT_TITLE}
        role="alertdialog"
        size="sm"
        onClose={() => {
          if (!isPending) setOpen(false);
        }}
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close} isDisabled={isPending}>
              Cancel
            </Button>
            <Button tone="critical" type="submit" form={formId} isPending={isPending}>
              Delete my account
            </Button>
          </>
        )}
      >
        <DeleteAccountForm formId={formId} deletion={deletion} />
      </Modal>
    </ModalTrigger>
  );
}
