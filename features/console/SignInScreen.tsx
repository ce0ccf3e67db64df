import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { startSession } from '../../client';
import type { StaffEnrolment, StaffSecondFactor, StaffSignIn } from '../../contract';
import { CodeStep } from './CodeStep';
import { EnrolStep } from './EnrolStep';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { setSignOutReason, useSignOutReason } from './signOutReason';
import { consoleReturnPath } from './signInSteps';

type Step =
  | { name: 'password'; notice: string | null }
  | { name: 'code'; challenge: string }
  | { name: 'enrol'; challenge: string; enrolment: StaffEnrolment; email: string }
  | { name: 'recovery-codes'; codes: string[]; email: string };

/**
 * /admin/sign-in: e-mail and password, then the code from the authenticator app (or a recovery
 * code). On a first sign-in the app is set up here (QR code, or the key typed), and the ten
 * recovery codes are shown once. A visitor sent here from a console page goes back to it after,
 * and sees why they were sent (the server's reason: an idle session ended).
 */
export function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const reason = useSignOutReason();
  const [step, setStep] = useState<Step>({ name: 'password', notice: null });

  /** Stores the console session; the answers cached under another session are dropped. */
  const begin = async (result: StaffSecondFactor) => {
    startSession({ accessToken: result.accessToken }, { persist: false });
    setSignOutReason(null);
    await mutate(() => true, undefined, { revalidate: false });
  };

  const enter = () => void navigate(consoleReturnPath(location.state), { replace: true });

  const onChallenge = (challenge: StaffSignIn, email: string) => {
    if (challenge.step === 'enrol' && challenge.enrolment) {
      setStep({ name: 'enrol', challenge: challenge.challenge, enrolment: challenge.enrolment, email });
    } else {
      setStep({ name: 'code', challenge: challenge.challenge });
    }
  };

  const onChallengeEnded = (message: string) => setStep({ name: 'password', notice: message });

  switch (step.name) {
    case 'password':
      return <PasswordStep notice={step.notice ?? reason} onChallenge={onChallenge} />;
    case 'code':
      return (
        <CodeStep
          challenge={step.challenge}
          onChallengeEnded={onChallengeEnded}
          onSignedIn={(result) => void begin(result).then(enter)}
        />
      );
    case 'enrol':
      return (
        <EnrolStep
          challenge={step.challenge}
          enrolment={step.enrolment}
          onChallengeEnded={onChallengeEnded}
          onEnrolled={(result) =>
            void begin(result).then(() =>
              setStep({ name: 'recovery-codes', codes: result.recoveryCodes ?? [], email: step.email }),
            )
          }
        />
      );
    case 'recovery-codes':
      return <RecoveryCodesStep email={step.email} codes={step.codes} onDone={enter} />;
  }
}
