import { useNavigate } from 'react-router';
import { errorMessage, paths, serverFieldErrors, useForm } from '../../client';
import { Button, Link, TextField, toast } from '../../ui';
import { authApi, isAborted } from './api';
import { readAuthFlow, rememberAuthFlow } from './authFlow';
import * as styles from './authScreen.css';
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
    <div className={styles.screen}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Forgot your password?</h1>
        <p className={styles.lead}>Enter the email you signed up with and we will send you a 6-digit code to reset it.</p>
      </div>
      <form {...form.formProps} className={styles.form}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
        <Button type="submit" size="lg" fullWidth isPending={form.isPending}>
          Get otp
        </Button>
      </form>
      <p className={styles.footnote}>
        Remembered it? <Link href={paths.login}>Back to login</Link>
      </p>
    </div>
  );
}
