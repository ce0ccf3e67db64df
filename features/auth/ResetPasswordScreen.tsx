import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, errorMessage, paths, serverFieldErrors, useForm } from '../../client';
import { Button, Link, Notice, PasswordField, Stack, toast } from '../../ui';
import { authApi, isAborted } from './api';
import { AuthScreen } from './AuthScreen';
import { clearAuthFlow, readAuthFlow } from './authFlow';
import { PASSWORDS_DO_NOT_MATCH, passwordsMismatch, resetPasswordFormSchema } from './schemas';

const fields = ['password', 'confirm'] as const;

/** /reset-password: a new password for the account whose reset code was just verified. */
export function ResetPasswordScreen() {
  const [flow] = useState(readAuthFlow);
  if (flow?.purpose !== 'reset-password' || !flow.resetToken) return <Navigate to={paths.forgotPassword} replace />;
  return <NewPasswordForm email={flow.email} resetToken={flow.resetToken} />;
}

function NewPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState<string>();
  const form = useForm({
    schema: resetPasswordFormSchema,
    fields,
    onValid: async ({ password }, signal) => {
      try {
        await authApi.resetPassword({ resetToken, password }, { signal });
        clearAuthFlow();
        toast.success('Password reset successful. Please log in.');
        await navigate(paths.login, { state: { email } });
      } catch (error) {
        if (isAborted(error)) return;
        // An expired or spent reset token cannot be retried: the flow starts again.
        if (error instanceof ApiError && error.fieldErrors.resetToken) {
          setExpired(error.fieldErrors.resetToken);
          return;
        }
        const fieldErrors = serverFieldErrors(error, fields);
        if (fieldErrors.password) form.showErrors(fieldErrors);
        toast.error(errorMessage(error));
      }
    },
  });
  const mismatch = passwordsMismatch(form.values.password, form.values.confirm);

  return (
    <AuthScreen title="Create a new password" lead={<>Choose a password of at least 8 characters for {email}.</>}>
      {expired && (
        <Notice as="p" role="alert" tone="critical">
          {expired} <Link href={paths.forgotPassword}>Start again</Link>
        </Notice>
      )}
      <form {...form.formProps}>
        <Stack space="4">
          <PasswordField {...form.field('password')} label="New password" autoComplete="new-password" isRequired />
          <PasswordField
            {...form.field('confirm')}
            validationError={mismatch ? undefined : form.errors.confirm}
            label="Confirm password"
            autoComplete="new-password"
            isRequired
          />
          {mismatch && (
            <Notice as="p" role="alert" tone="critical">
              {PASSWORDS_DO_NOT_MATCH}
            </Notice>
          )}
          <Button type="submit" size="lg" fullWidth isDisabled={mismatch || Boolean(expired)} isPending={form.isPending}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
