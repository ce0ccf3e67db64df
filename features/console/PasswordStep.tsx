import { useState } from 'react';
import * as v from 'valibot';
import { errorMessage, useForm } from '../../client';
import { emailField, passwordField, type StaffSignIn } from '../../contract';
import { Button, Notice, PasswordField, Stack, TextField } from '../../ui';
import { consoleApi } from './api';
import { SignInFrame } from './SignInFrame';

const fields = ['email', 'password'] as const;
const passwordFormSchema = v.object({ email: emailField(), password: passwordField() });

export interface PasswordStepProps {
  /** Why the staff member is here (the server's reason a console session ended), or a sign-in that expired. */
  notice: string | null;
  onChallenge: (challenge: StaffSignIn, email: string) => void;
}

/** The sign-in's first step: e-mail and password. A wrong password and a non-staff account get the same answer. */
export function PasswordStep({ notice, onChallenge }: PasswordStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: passwordFormSchema,
    fields,
    onValid: async (body, signal) => {
      setFailure(null);
      try {
        onChallenge(await consoleApi.signIn(body, { signal }), body.email);
      } catch (error) {
        if (signal.aborted) return;
        if (!form.showServerErrors(error)) setFailure(errorMessage(error));
      }
    },
  });
  return (
    <SignInFrame title="Sign in to the console" lead="For Kampus staff. You will need your authenticator app.">
      {notice && !failure ? (
        <Notice tone="neutral" role="status" as="p">
          {notice}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="critical" role="alert" as="p">
          {failure}
        </Notice>
      ) : null}
      <form {...form.formProps}>
        <Stack space="4">
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="username" isRequired />
          <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" isRequired />
          <Button type="submit" size="lg" fullWidth isPending={form.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </SignInFrame>
  );
}
