import { Pencil } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CODE_LENGTH } from '../../contract';
import { paths, useMutation } from '../../client';
import { Button, Inline, OtpInput, Stack, Text, toast, visuallyHidden } from '../../ui';
import { authApi } from './api';
import { AuthScreen } from './AuthScreen';
import { clearAuthFlow, keepResetToken, noteCodeSent, readAuthFlow, type AuthFlow } from './authFlow';
import { useResendCountdown } from './resendCooldown';

const copy = {
  'verify-email': { title: 'Verify your email', verify: 'Verify email', back: paths.login },
  'reset-password': { title: 'Enter your reset code', verify: 'Verify code', back: paths.forgotPassword },
} as const;

const isWholeCode = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/**
 * /verify-email: the 6-digit code mailed to the remembered email, for verifying a new account
 * or for a password reset. Without a remembered email there is nothing to verify: -> /login.
 */
export function VerifyEmailScreen() {
  const [flow] = useState(readAuthFlow);
  if (!flow) return <Navigate to={paths.login} replace />;
  return <CodeForm flow={flow} />;
}

function CodeForm({ flow }: { flow: AuthFlow }) {
  const { email, purpose } = flow;
  const text = copy[purpose];
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codeSentAt, setCodeSentAt] = useState(flow.codeSentAt);
  const secondsLeft = useResendCountdown(codeSentAt);
  const boxes = useRef<HTMLDivElement>(null);

  const focusFirstBox = () => boxes.current?.querySelector('input')?.focus();

  const startOver = (message: string) => {
    setCode('');
    setCodeError(message);
    focusFirstBox();
  };

  const verifying = useMutation(async (entered: string, signal) => {
    if (purpose === 'verify-email') {
      await authApi.verifyEmail({ email, code: entered }, { signal });
      clearAuthFlow();
      toast.success('Email verified successfully');
      await navigate(paths.login, { state: { email } });
    } else {
      const { resetToken } = await authApi.verifyResetCode({ email, code: entered }, { signal });
      keepResetToken(resetToken);
      await navigate(paths.resetPassword);
    }
  });

  const verify = async (entered: string) => {
    if (!isWholeCode(entered)) return;
    const result = await verifying.trigger(entered);
    if (result.ok || result.aborted) return;
    // A wrong, expired or spent code (400 on `code`) and too many attempts (429) are about the code.
    if (result.error.fieldErrors.code || result.error.status === 429) startOver(result.error.message);
    toast.error(result.error.message);
  };

  // A reset code comes from forgot-password again; a verification code from resend-code.
  const resending = useMutation((_: void, signal) =>
    purpose === 'verify-email' ? authApi.resendCode({ email }, { signal }) : authApi.forgotPassword({ email }, { signal }),
  );

  const resend = async () => {
    const result = await resending.trigger();
    if (!result.ok) {
      if (!result.aborted) toast.error(result.error.message);
      return;
    }
    const now = Date.now();
    noteCodeSent(now);
    setCodeSentAt(now);
    setCode('');
    setCodeError(undefined);
    toast.success(`We sent a new code to ${email}.`);
    focusFirstBox();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <AuthScreen
      title={text.title}
      lead={
        <Inline space="2">
          Enter the {CODE_LENGTH}-digit code we sent to
          <Button
            variant="soft"
            size="sm"
            iconEnd={<Pencil size={14} aria-hidden="true" />}
            onPress={() => void navigate(text.back, { state: { email } })}
          >
            {email}
            <span className={visuallyHidden}>, change email</span>
          </Button>
        </Inline>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack space="4">
          <div ref={boxes}>
            <OtpInput
              label="Verification code"
              length={CODE_LENGTH}
              value={code}
              onChange={(next) => {
                setCode(next);
                setCodeError(undefined);
              }}
              onSubmit={(entered) => void verify(entered)}
              validationError={codeError}
              autoFocus
            />
          </div>
          <Button type="submit" size="lg" fullWidth isDisabled={!isWholeCode(code)} isPending={verifying.sending}>
            {text.verify}
          </Button>
        </Stack>
      </form>
      <Text as="div" size="sm" tone="muted">
        <Inline space="2" align="center">
          Didn&apos;t get the code?
          <Button
            variant="transparent"
            size="sm"
            isDisabled={secondsLeft > 0}
            isPending={resending.sending}
            onPress={() => void resend()}
          >
            Resend code
          </Button>
          {secondsLeft > 0 && (
            <Text as="span" numeric>
              <span aria-hidden="true">in {secondsLeft}s</span>
              <span className={visuallyHidden}>in {secondsLeft} seconds</span>
            </Text>
          )}
        </Inline>
      </Text>
    </AuthScreen>
  );
}
