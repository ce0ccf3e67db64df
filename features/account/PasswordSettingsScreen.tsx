import { useState } from 'react';
import { errorMessage, useCurrentUser, useForm, useMutation } from '../../client';
import { Button, Inline, Notice, PasswordField, Stack, toast } from '../../ui';
import * as styles from './AccountScreen.css';
import { changePassword, sendPasswordResetCode } from './api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsCard } from './SettingsCard';
import { PASSWORDS_DO_NOT_MATCH, passwordFormSchema, type PasswordFormValues } from './schemas';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const satisfies readonly (keyof PasswordFormValues)[];

function ChangePasswordForm() {
  const form = useForm({
    schema: passwordFormSchema,
    fields,
    // The new session is stored even if the user has left the page meanwhile; only the toast is left out.
    onValid: async ({ currentPassword, newPassword }, signal) => {
      try {
        await changePassword({ currentPassword, newPassword });
        if (signal.aborted) return;
        form.reset();
        toast.success(PASSWORD_UPDATED_MESSAGE);
      } catch (error) {
        if (!signal.aborted && !form.showServerErrors(error)) toast.error(errorMessage(error));
      }
    },
  });
  // The mismatch shows as soon as the confirmation differs, as on /reset-password.
  const mismatch = form.values.confirmPassword !== '' && form.values.confirmPassword !== form.values.newPassword;

  return (
    <form {...form.formProps} aria-labelledby="password-change">
      <Stack space="5">
        <div className={styles.narrow}>
          <Stack space="4">
            <PasswordField {...form.field('currentPassword')} label="Current password" autoComplete="current-password" />
            <PasswordField
              {...form.field('newPassword')}
              label="New password"
              autoComplete="new-password"
              description="At least 8 characters."
            />
            <PasswordField
              {...form.field('confirmPassword')}
              label="Confirm new password"
              autoComplete="new-password"
              validationError={mismatch ? PASSWORDS_DO_NOT_MATCH : form.errors.confirmPassword}
            />
          </Stack>
        </div>
        <Inline space="3">
          <Button type="submit" isPending={form.isPending} isDisabled={mismatch}>
            Update Password
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function ResetByEmail() {
  const { data: user } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string>();
  const sendCode = useMutation(async (email: string) => {
    await sendPasswordResetCode(email);
    setSentTo(email);
  });

  const send = async () => {
    if (!user) return;
    const result = await sendCode.trigger(user.email);
    if (!result.ok && !result.aborted) toast.error(result.error.message);
  };

  return (
    <SettingsCard
      titleId="password-reset-email"
      title="Password reset by email"
      description={
        <>
          Forgotten your current password? We can email a 6-digit code to {user ? <strong>{user.email}</strong> : 'your address'}.
        </>
      }
    >
      {sentTo && (
        <Notice as="p" role="status" tone="positive">
          We sent a 6-digit code to {sentTo}
        </Notice>
      )}
      <Inline space="3">
        <Button variant="outline" onPress={() => void send()} isPending={sendCode.sending} isDisabled={!user}>
          {sentTo ? 'Send a new code' : 'Email me a reset code'}
        </Button>
      </Inline>
    </SettingsCard>
  );
}

function DeleteAccountData() {
  return (
    <SettingsCard
      tone="critical"
      titleId="password-delete-data"
      title="Delete Account Data"
      description="Permanently erase your profile, verification details and listings. Orders and money held in escrow must be completed first, and your wallet must be empty."
    >
      <Inline space="3">
        <DeleteAccountDialog />
      </Inline>
    </SettingsCard>
  );
}

/**
 * /dashboard/settings/password: change the password (POST /v1/user/password, which answers
 * a new session), a reset code by email, and deleting the account (DELETE /v1/user).
 */
export function PasswordSettingsScreen() {
  return (
    <Stack space="6">
      <SettingsCard
        titleId="password-change"
        title="Change password"
        description="Every other device you are signed in on will be signed out."
      >
        <ChangePasswordForm />
      </SettingsCard>
      <ResetByEmail />
      <DeleteAccountData />
    </Stack>
  );
}
