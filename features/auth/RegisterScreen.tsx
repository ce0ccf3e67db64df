import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage, paths, serverFieldErrors, useForm } from '../../client';
import { Button, Checkbox, Link, PasswordField, Stack, TextField, toast, visuallyHidden } from '../../ui';
import { authApi, isAborted } from './api';
import { AuthFootnote, AuthScreen } from './AuthScreen';
import { rememberAuthFlow } from './authFlow';
import * as styles from './authScreen.css';
import { registerFormSchema } from './schemas';

const fields = ['firstname', 'lastname', 'email', 'password'] as const;

/** /register: a new account, then /verify-email with the email remembered. */
export function RegisterScreen() {
  const navigate = useNavigate();
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const form = useForm({
    schema: registerFormSchema,
    fields,
    onValid: async (body, signal) => {
      try {
        const { email } = await authApi.register(body, { signal });
        rememberAuthFlow(email, 'verify-email');
        toast.success('Registration successful');
        await navigate(paths.verifyEmail);
      } catch (error) {
        if (isAborted(error)) return;
        const fieldErrors = serverFieldErrors(error, fields);
        // A taken email (409) belongs to the email field, though the server sends it as a sentence.
        if (error instanceof ApiError && error.status === 409) fieldErrors.email = error.message;
        if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        toast.error(errorMessage(error));
      }
    },
  });

  return (
    <AuthScreen title="Create your account" lead="Join students buying and selling safely on campus.">
      <form {...form.formProps}>
        <Stack space="4">
          <div className={styles.pair}>
            <TextField {...form.field('firstname')} label="First name" autoComplete="given-name" isRequired />
            <TextField {...form.field('lastname')} label="Last name" autoComplete="family-name" isRequired />
          </div>
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
          <PasswordField
            {...form.field('password')}
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters."
            isRequired
          />
          <Checkbox name="terms" isSelected={acceptedTerms} onChange={setAcceptedTerms}>
            I agree to the{' '}
            <Link href={paths.terms} target="_blank" rel="noreferrer">
              Terms &amp; Conditions
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </Link>
          </Checkbox>
          <Button type="submit" size="lg" fullWidth isDisabled={!acceptedTerms} isPending={form.isPending}>
            Register
          </Button>
        </Stack>
      </form>
      <AuthFootnote>
        Already have an account? <Link href={paths.login}>Log in</Link>
      </AuthFootnote>
    </AuthScreen>
  );
}
