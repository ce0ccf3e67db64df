import { useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../client';
import { Button, Modal, ModalTrigger, PasswordField, toast } from '../../ui';
import * as styles from './AccountScreen.css';
import { changePassword, sendPasswordResetCode, useCurrentUser } from './api';
import { useMounted } from './useMounted';
import { PASSWORDS_DO_NOT_MATCH, passwordFormSchema, type PasswordFormValues } from './schemas';
import { useAccountForm } from './useAccountForm';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';
export const NOT_IMPLEMENTED_MESSAGE = 'Function not implemented';

const emptyForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm() {
  const { values, errors, change, reset, isSubmitting, onSubmit } = useAccountForm({
    initialValues: emptyForm,
    schema: passwordFormSchema,
    // The new session is stored even if the user has left the page meanwhile.
    submit: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      reset();
      toast.success(PASSWORD_UPDATED_MESSAGE);
    },
  });
  // The mismatch shows as soon as the confirmation differs, as on /reset-password.
  const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.newPassword;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="password-change">
      <div className={styles.narrowFields}>
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={change('currentPassword')}
          validationError={errors.currentPassword}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          description="At least 8 characters."
          value={values.newPassword}
          onChange={change('newPassword')}
          validationError={errors.newPassword}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          validationError={mismatch ? PASSWORDS_DO_NOT_MATCH : errors.confirmPassword}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting} isDisabled={mismatch}>
          Update Password
        </Button>
      </div>
    </form>
  );
}

function ResetByEmail() {
  const { data: user } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string>();
  const [isSending, setSending] = useState(false);
  const mounted = useMounted();

  const send = async () => {
    if (!user) return;
    setSending(true);
    try {
      await sendPasswordResetCode(user.email);
      if (mounted.current) setSentTo(user.email);
    } catch (error) {
      if (mounted.current) toast.error(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="password-reset-email">
      <div className={styles.cardHeader}>
        <h2 id="password-reset-email" className={styles.cardTitle}>
          Password reset by email
        </h2>
        <p className={styles.cardText}>
          Forgotten your current password? We can email a 6-digit code to {user ? <strong>{user.email}</strong> : 'your address'}.
        </p>
      </div>
      {sentTo && (
        <p role="status" className={styles.sentNotice}>
          We sent a 6-digit code to {sentTo}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onPress={() => void send()} isPending={isSending} isDisabled={!user}>
          {sentTo ? 'Send a new code' : 'Email me a reset code'}
        </Button>
      </div>
    </section>
  );
}

function DeleteAccountData() {
  return (
    <section className={`${styles.card} ${styles.dangerCard}`} aria-labelledby="password-delete-data">
      <div className={styles.cardHeader}>
        <h2 id="password-delete-data" className={styles.cardTitle}>
          Delete Account Data
        </h2>
        <p className={styles.cardText}>
          Permanently remove your profile, listings and chats. Orders held in escrow must be completed first.
        </p>
      </div>
      <div className={styles.actions}>
        <ModalTrigger>
          <Button variant="danger">Delete Account Data</Button>
          <Modal
            title="Delete your account data?"
            role="alertdialog"
            size="sm"
            onClose={() => undefined}
            actions={(close) => (
              <>
                <Button variant="outline" onPress={close}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  onPress={() => {
                    close();
                    toast.info(NOT_IMPLEMENTED_MESSAGE, {
                      description: 'Account deletion is not available yet. Write to support@kampus.ng and we will do it for you.',
                    });
                  }}
                >
                  Delete my data
                </Button>
              </>
            )}
          >
            This cannot be undone. Your profile, listings and chats will be removed.
          </Modal>
        </ModalTrigger>
      </div>
    </section>
  );
}

/**
 * /dashboard/settings/password: change the password (POST /v1/user/password, which answers
 * a new session), a reset code by email, and the (not yet available) account data deletion.
 */
export function PasswordSettingsScreen() {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="password-change">
        <div className={styles.cardHeader}>
          <h2 id="password-change" className={styles.cardTitle}>
            Change password
          </h2>
          <p className={styles.cardText}>Every other device you are signed in on will be signed out.</p>
        </div>
        <ChangePasswordForm />
      </section>
      <ResetByEmail />
      <DeleteAccountData />
    </div>
  );
}
