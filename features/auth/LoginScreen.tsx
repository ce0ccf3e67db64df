import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage, paths, serverFieldErrors, startSession, useForm } from '../../client';
import { Button, Checkbox, Inline, Link, PasswordField, Stack, Text, TextField, toast, useHydrated } from '../../ui';
import { authApi, isAborted } from './api';
import { AuthFootnote, AuthScreen } from './AuthScreen';
import { clearAuthFlow, rememberAuthFlow } from './authFlow';
import { returnPathAfterLogin } from './returnTo';
import * as styles from './authScreen.css';
import { loginFormSchema } from './schemas';
import { SocialSignIn } from './SocialSignIn';

const fields = ['email', 'password'] as const;

/** The email a previous screen handed over (after verifying or resetting), to save retyping it. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /login: email and password; 401 (unverified) goes to /verify-email with the email remembered.
 * Success goes back to the page the visitor came from (`?next=` or a guard's `from`), else /dashboard.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const hydrated = useHydrated();
  const form = useForm({
    schema: loginFormSchema,
    fields,
    initialValues: { email: emailFromState(location.state) },
    onValid: async (body, signal) => {
      try {
        const { accessToken } = await authApi.login({ ...body, remember: keepSignedIn }, { signal });
        clearAuthFlow();
        // Unticked, the session ends with the browser; ticked, it lasts the store's full lifetime.
        startSession({ accessToken }, { persist: keepSignedIn });
        toast.success('login successful');
        const returnTo = returnPathAfterLogin(location.search, location.state);
        // Replacing /login, so Back from the page returned to does not land on the login form again.
        if (returnTo) await navigate(returnTo, { replace: true });
        else await navigate(paths.dashboard.base);
      } catch (error) {
        if (isAborted(error)) return;
        if (error instanceof ApiError && error.status === 401) {
          rememberAuthFlow(body.email, 'verify-email');
          toast.info(`Please verify your email. We sent a code to ${body.email}.`);
          await navigate(paths.verifyEmail);
          return;
        }
        const fieldErrors = serverFieldErrors(error, fields);
        if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        toast.error(errorMessage(error));
      }
    },
  });

  return (
    <AuthScreen title="Welcome back" lead="Log in to buy, sell and track your orders.">
      <form {...form.formProps}>
        <Stack space="4">
          {/* /login is prerendered: until React has taken the page over, the form neither takes
            typing (it would be lost) nor submits natively (the password would go in the URL). */}
          <fieldset disabled={!hydrated} className={styles.fields}>
            <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
            <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" isRequired />
            <Text as="div" size="sm">
              <Inline space="2" align="spaceBetween">
                <Checkbox isSelected={keepSignedIn} onChange={setKeepSignedIn}>
                  Keep me signed in
                </Checkbox>
                <span>
                  Forgot password? <Link href={paths.forgotPassword}>Reset Here</Link>
                </span>
              </Inline>
            </Text>
            <Button type="submit" size="lg" fullWidth isPending={form.isPending}>
              Login
            </Button>
          </fieldset>
        </Stack>
      </form>
      <SocialSignIn />
      <AuthFootnote>
        New to Kampus? <Link href={paths.register}>Sign up</Link>
      </AuthFootnote>
    </AuthScreen>
  );
}
