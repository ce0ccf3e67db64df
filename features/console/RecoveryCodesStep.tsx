import { useState } from 'react';
import { Button, Checkbox, Inline, Notice, Stack } from '../../ui';
import { copyText } from './copyText';
import * as styles from './SignIn.css';
import { SignInFrame } from './SignInFrame';
import { recoveryCodesFile } from './signInSteps';

export interface RecoveryCodesStepProps {
  email: string;
  codes: readonly string[];
  onDone: () => void;
}

function download(email: string, codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesFile(email, codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kampus-console-recovery-codes.txt';
  link.click();
  // The click has started the download; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** After enrolling: the ten recovery codes, shown this once, kept before going on. */
export function RecoveryCodesStep({ email, codes, onDone }: RecoveryCodesStepProps) {
  const [saved, setSaved] = useState(false);
  return (
    <SignInFrame
      title="Save your recovery codes"
      lead="If you lose your phone, each of these codes signs you in once in place of a code from the app."
      focusTitle
    >
      <Notice tone="caution" as="p">
        They are shown only now. Keep them somewhere safe, away from your phone, such as a password manager.
      </Notice>
      <ul className={`${styles.codeList} ${styles.code}`} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Inline space="3">
        <Button variant="outline" onPress={() => void copyText(codes.join('\n'), 'Recovery codes')}>
          Copy codes
        </Button>
        <Button variant="outline" onPress={() => download(email, codes)}>
          Download codes
        </Button>
      </Inline>
      <Stack space="4">
        <Checkbox isSelected={saved} onChange={setSaved}>
          I have saved them
        </Checkbox>
        <Button size="lg" fullWidth isDisabled={!saved} onPress={onDone}>
          Continue to the console
        </Button>
      </Stack>
    </SignInFrame>
  );
}
