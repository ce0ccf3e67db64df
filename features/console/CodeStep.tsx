import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '../../client';
import { CODE_LENGTH, type StaffSecondFactor } from '../../contract';
import { Button, OtpInput, Stack, TextField } from '../../ui';
import { consoleApi } from './api';
import { SignInFrame } from './SignInFrame';

export interface CodeStepProps {
  challenge: string;
  /** The second factor passed: the console session's tokens. */
  onSignedIn: (result: StaffSecondFactor) => void;
  /** The challenge is gone (expired, spent, out of attempts): back to the password with the server's sentence. */
  onChallengeEnded: (message: string) => void;
}

const isWholeCode = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** The sign-in's second step: the 6-digit code from the authenticator app, or one of the recovery codes. */
export function CodeStep({ challenge, onSignedIn, onChallengeEnded }: CodeStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string>();
  const boxes = useRef<HTMLDivElement>(null);

  const sending = useMutation((body: { code?: string; recoveryCode?: string }, signal) =>
    consoleApi.secondFactor({ challenge, ...body }, { signal }),
  );

  const send = async (body: { code?: string; recoveryCode?: string }) => {
    const result = await sending.trigger(body);
    if (result.ok) return onSignedIn(result.value);
    if (result.aborted) return;
    if (result.error.status === 401) return onChallengeEnded(result.error.message);
    const { fieldErrors, message } = result.error;
    setError(fieldErrors.code ?? fieldErrors.recoveryCode ?? message);
    if (!useRecovery) {
      setCode('');
      boxes.current?.querySelector('input')?.focus();
    }
  };

  const submitCode = (entered: string) => {
    if (!isWholeCode(entered)) {
      setError(`Enter the ${CODE_LENGTH} digits your authenticator app shows.`);
      return;
    }
    void send({ code: entered });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!useRecovery) return submitCode(code);
    if (recoveryCode.trim() === '') return setError('Recovery code is a required field');
    void send({ recoveryCode: recoveryCode.replace(/\s+/g, '').toLowerCase() });
  };

  const switchTo = (recovery: boolean) => {
    setUseRecovery(recovery);
    setError(undefined);
  };

  return (
    // The focus goes straight to the code (its group reads out what to type), so the step can be typed at once.
    <SignInFrame title={useRecovery ? 'Use a recovery code' : 'Enter your code'}>
      <form noValidate onSubmit={onSubmit}>
        <Stack space="4">
          {useRecovery ? (
            <TextField
              label="Recovery code"
              value={recoveryCode}
              onChange={(next) => {
                setRecoveryCode(next);
                setError(undefined);
              }}
              validationError={error}
              description="One of the ten recovery codes you saved when you set up the console. Each works once."
              autoComplete="one-time-code"
              autoFocus
              isRequired
            />
          ) : (
            <div ref={boxes}>
              <OtpInput
                label="Code from your authenticator app"
                description={`Open your authenticator app and type the ${CODE_LENGTH}-digit code it shows for Kampus.`}
                length={CODE_LENGTH}
                value={code}
                onChange={(next) => {
                  setCode(next);
                  setError(undefined);
                }}
                onSubmit={submitCode}
                validationError={error}
                autoFocus
              />
            </div>
          )}
          <Button type="submit" size="lg" fullWidth isPending={sending.sending}>
            Sign in
          </Button>
          <Button variant="transparent" fullWidth onPress={() => switchTo(!useRecovery)}>
            {useRecovery ? 'Use the code from my authenticator app' : 'Use a recovery code'}
          </Button>
        </Stack>
      </form>
    </SignInFrame>
  );
}
