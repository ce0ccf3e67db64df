import { useNavigate } from 'react-router';
import { errorMessage, paths, serverFieldErrors, useForm } from '../../client';
import { Button, Link, Stack, TextField, toast } from '../../ui';
import { authApi, isAborted } from './api';
import { AuthFootnote, AuthScreen } from './AuthScreen';
import { readAuthFlow, rememberAuthFlow } from './authFlow';
import { forgotPasswordFormSchema } from './schemas';

const fields = ['email'] as const;

/** /forget-password: asks for a reset code, then /verify-email with the email remembered. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const form = useForm({
    schema: forgotPasswordFormSchema,
    fields,
    // Coming back from /verify-email to fix the address: start from the one typed before.
    initialValues: { email: readAuthFlow()?.email ?? '' },
    onValid: async ({ email }, signal) => {
      try {
        await authApi.forgotPassword({ email }, { signal });
        rememberAuthFlow(email, 'reset-password');
        toast.info(`If an account exists for ${email}, we sent a 6-digit code.`);
        await navigate(paths.verifyEmail);
      } catch (error) {
        if (isAborted(error)) return;
        const fieldErrors = serverFieldErrors(error, fields);
        if (fieldErrors.email) form.showErrors(fieldErrors);
        toast.error(errorMessage(error));
      }
    },
  });

  return (
    <AuthScreen
      title="Forgot your password?"
      lead="Enter the email you signed up with and we will send you a 6-digit code to reset it."
    >
      <form {...form.formProps}>
        <Stack space="4">
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
          <Button type="submit" size="lg" fullWidth isPending={form.isPending}>
            Get otp
          </Button>
        </Stack>
      </form>
      <AuthFootnote>
        Remembered it? <Link href={paths.login}>Back to login</Link>
      </AuthFootnote>
    </AuthScreen>
  );
}
