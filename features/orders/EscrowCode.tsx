import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, Heading, Inline, QrCode, Stack, Text, visuallyHidden } from '../../ui';
import * as styles from './orders.css';

export const MASKED_CODE = '••••••';

/**
 * The buyer's 6-digit escrow code, masked until they choose to show it (a toggle button whose
 * state is announced), then also as a QR for the seller to scan at the handover.
 */
export function EscrowCode({ code }: { code: string }) {
  const [shown, setShown] = useState(false);
  const descriptionId = useId();
  return (
    <Stack as="section" space="3" aria-labelledby="escrow-code-title">
      <Heading level={2} size="lg" id="escrow-code-title">
        Escrow code
      </Heading>
      <Text id={descriptionId} size="sm" tone="muted">
        Give this code to the seller only when you have the item: it releases your payment to them. Kampus never asks for it.
      </Text>
      <Inline space="3">
        <span className={styles.code} aria-label={shown ? undefined : 'Escrow code hidden'} role={shown ? undefined : 'img'}>
          {shown ? code : MASKED_CODE}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={shown}
          aria-describedby={descriptionId}
          iconStart={shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          onPress={() => setShown((value) => !value)}
        >
          Show code
        </Button>
      </Inline>
      <span className={visuallyHidden} aria-live="polite">
        {shown ? `Escrow code shown: ${code.split('').join(' ')}` : ''}
      </span>
      {shown && <QrCode value={code} label={`your escrow code ${code.split('').join(' ')}`} />}
    </Stack>
  );
}
