import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '../../client';
import { CODE_LENGTH, type StaffEnrolment, type StaffSecondFactor } from '../../contract';
import { Button, Inline, OtpInput, QrCode, Stack, Text } from '../../ui';
import { consoleApi } from './api';
import { copyText } from './copyText';
import * as styles from './SignIn.css';
import { SignInFrame } from './SignInFrame';
import { groupSecret } from './signInSteps';

export interface EnrolStepProps {
  challenge: string;
  enrolment: StaffEnrolment;
  /** The new app's first code confirmed it: the session's tokens and the ten recovery codes. */
  onEnrolled: (result: StaffSecondFactor) => void;
  onChallengeEnded: (message: string) => void;
}

/**
 * A first sign-in: the authenticator app is set up from the QR code (or the secret typed by hand)
 * and confirmed with its first code.
 */
export function EnrolStep({ challenge, enrolment, onEnrolled, onChallengeEnded }: EnrolStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const boxes = useRef<HTMLDivElement>(null);
  const secret = groupSecret(enrolment.secret);

  const confirming = useMutation((entered: string, signal) => consoleApi.secondFactor({ challenge, code: entered }, { signal }));

  const confirm = async (entered: string) => {
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(entered)) {
      setError(`Enter the ${CODE_LENGTH} digits your authenticator app shows.`);
      return;
    }
    const result = await confirming.trigger(entered);
    if (result.ok) return onEnrolled(result.value);
    if (result.aborted) return;
    if (result.error.status === 401) return onChallengeEnded(result.error.message);
    setError(result.error.fieldErrors.code ?? result.error.message);
    setCode('');
    boxes.current?.querySelector('input')?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void confirm(code);
  };

  return (
    <SignInFrame
      title="Set up your authenticator app"
      lead="The console asks for a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) each time you sign in."
      focusTitle
    >
      <Stack space="3">
        <Text weight="semibold">1. Scan this QR code with the app</Text>
        <div className={styles.qr}>
          <QrCode value={enrolment.otpauthUri} label="your Kampus console sign-in" />
        </div>
      </Stack>
      <Stack space="2">
        <Text weight="semibold">Or type this key into the app</Text>
        <Inline space="3" alignY="center">
          <span className={styles.code} aria-label={`Key: ${secret}`}>
            {secret}
          </span>
          <Button variant="outline" size="sm" onPress={() => void copyText(enrolment.secret, 'Key')}>
            Copy key
          </Button>
        </Inline>
      </Stack>
      <form noValidate onSubmit={onSubmit}>
        <Stack space="4">
          <div ref={boxes}>
            <OtpInput
              label="2. Type the code the app now shows"
              length={CODE_LENGTH}
              value={code}
              onChange={(next) => {
                setCode(next);
                setError(undefined);
              }}
              onSubmit={(entered) => void confirm(entered)}
              validationError={error}
            />
          </div>
          <Button type="submit" size="lg" fullWidth isPending={confirming.sending}>
            Confirm
          </Button>
        </Stack>
      </form>
    </SignInFrame>
  );
}
