/**
 * Creating the withdrawal PIN, in four steps: the PIN is missing ('Create PIN'), choosing it
 * ('Proceed'), typing it again ('Confirm') and the 4-digit code mailed to the registered address
 * ('Verify'). The PIN is sent to the server only with that code.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useCurrentUser, useMutation } from '../../client';
import { GUESSABLE_PIN_MESSAGE, isGuessablePin, WITHDRAWAL_OTP_LENGTH, WITHDRAWAL_PIN_LENGTH } from '../../contract';
import { Button, ModalActions, Notice, OtpInput, Steps, toast } from '../../ui';
import { StepBody } from './StepBody';
import { sendPinCode, useSetPin } from './api';
import { isFourDigits } from './wallet';

export type PinStep = 0 | 1 | 2 | 3;

export const pinStepTitles: Record<PinStep, string> = {
  0: 'You do not have a withdrawal PIN set',
  1: 'Create Withdrawal PIN',
  2: 'Re-enter Withdrawal PIN',
  3: 'Verify OTP to create PIN',
};

export const PIN_MISMATCH_MESSAGE = 'The PINs do not match. Enter the same 4 digits again.';

interface PinWizardProps {
  step: PinStep;
  onStep: (step: PinStep) => void;
  onCancel: () => void;
  /** The PIN is saved: go on to the withdrawal. */
  onCreated: () => void;
}

export function PinWizard({ step, onStep, onCancel, onCreated }: PinWizardProps) {
  const [pin, setPin] = useState('');
  switch (step) {
    case 0:
      return (
        <StepBody>
          <p>A 4-digit withdrawal PIN keeps your money safe: every withdrawal asks for it. Create one to continue.</p>
          <ModalActions>
            <Button variant="outline" onPress={onCancel}>
              Cancel
            </Button>
            <Button onPress={() => onStep(1)}>Create PIN</Button>
          </ModalActions>
        </StepBody>
      );
    case 1:
      return (
        <ChoosePin
          onBack={() => onStep(0)}
          onChosen={(chosen) => {
            setPin(chosen);
            onStep(2);
          }}
        />
      );
    case 2:
      return <ConfirmPin pin={pin} onBack={() => onStep(1)} onConfirmed={() => onStep(3)} />;
    case 3:
      return <VerifyCode pin={pin} onBack={() => onStep(1)} onCreated={onCreated} />;
  }
}

function ChoosePin({ onBack, onChosen }: { onBack: () => void; onChosen: (pin: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const proceed = (code = value) => {
    if (!isFourDigits(code)) {
      setError('Enter 4 digits');
    } else if (isGuessablePin(code)) {
      setError(GUESSABLE_PIN_MESSAGE);
      setValue('');
    } else {
      onChosen(code);
    }
  };
  return (
    <StepBody>
      <Steps step={1} totalSteps={3} />
      <p>
        Choose 4 digits you will remember and nobody can guess. Do not use your birthday, a repeat such as 1111 or a run such as
        1234 or 4321.
      </p>
      <OtpInput
        label="New PIN"
        length={WITHDRAWAL_PIN_LENGTH}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next.trim()) setError(undefined);
        }}
        onSubmit={proceed}
        validationError={error}
        autoFocus
        masked
      />
      <ModalActions>
        <Button variant="outline" onPress={onBack}>
          Back
        </Button>
        <Button onPress={() => proceed()}>Proceed</Button>
      </ModalActions>
    </StepBody>
  );
}

function ConfirmPin({ pin, onBack, onConfirmed }: { pin: string; onBack: () => void; onConfirmed: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const confirm = (code = value) => {
    if (!isFourDigits(code)) {
      setError('Enter 4 digits');
    } else if (code !== pin) {
      setError(PIN_MISMATCH_MESSAGE);
      setValue('');
    } else {
      onConfirmed();
    }
  };
  return (
    <StepBody>
      <Steps step={2} totalSteps={3} />
      <p>Type the same 4 digits again.</p>
      <OtpInput
        label="Re-enter PIN"
        length={WITHDRAWAL_PIN_LENGTH}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (next.trim()) setError(undefined);
        }}
        onSubmit={confirm}
        validationError={error}
        autoFocus
        masked
      />
      <ModalActions>
        <Button variant="outline" onPress={onBack}>
          Choose another PIN
        </Button>
        <Button onPress={() => confirm()}>Confirm</Button>
      </ModalActions>
    </StepBody>
  );
}

function VerifyCode({ pin, onBack, onCreated }: { pin: string; onBack: () => void; onCreated: () => void }) {
  const { data: user } = useCurrentUser();
  const mailer = useMutation(sendPinCode);
  const mailCode = mailer.trigger;
  const creation = useMutation(useSetPin());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const sentOnce = useRef(false);

  const send = async (again: boolean) => {
    const result = await mailer.trigger();
    if (result.ok && again) toast.success('A new code is on its way');
  };

  // The code is mailed on entering this step, once (a re-render or Strict Mode sends no second
  // mail); before the first paint, so the step never shows as already sent.
  useLayoutEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void mailCode();
  }, [mailCode]);

  const verify = async (otp = code) => {
    if (!isFourDigits(otp)) {
      setError('Enter the 4-digit code');
      return;
    }
    const result = await creation.trigger({ pin, otp });
    if (result.ok) {
      toast.success('Withdrawal PIN created');
      onCreated();
      return;
    }
    if (result.aborted) return;
    setCode('');
    setError(result.error.fieldErrors.otp ?? result.error.fieldErrors.pin ?? result.error.message);
  };

  const email = user?.email;
  return (
    <StepBody>
      <Steps step={3} totalSteps={3} />
      <p role="status">
        {mailer.sending
          ? 'Sending a code to your registered email…'
          : `Enter the 4-digit code we sent to ${email ?? 'your registered email'}.`}
      </p>
      {mailer.error && (
        <Notice role="alert" tone="critical">
          {mailer.error.message}
        </Notice>
      )}
      <OtpInput
        label="Code"
        length={WITHDRAWAL_OTP_LENGTH}
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        onSubmit={(otp) => void verify(otp)}
        validationError={error}
        autoFocus
      />
      <ModalActions>
        <Button variant="transparent" isPending={mailer.sending} onPress={() => void send(true)}>
          Resend code
        </Button>
        <Button variant="outline" onPress={onBack}>
          Change PIN
        </Button>
        <Button isPending={creation.sending} onPress={() => void verify()}>
          Verify
        </Button>
      </ModalActions>
    </StepBody>
  );
}
