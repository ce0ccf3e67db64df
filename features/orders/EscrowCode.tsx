import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button, Inline, Stack, visuallyHidden } from '../../ui';
import * as styles from './orders.css';

export const MASKED_CODE = '••••••';

/** The code's QR as an SVG data URL; the QR library is downloaded only when a code is first shown. */
async function qrImage(code: string): Promise<string> {
  const { default: encodeQR } = await import('qr');
  return `data:image/svg+xml,${encodeURIComponent(encodeQR(code, 'svg', { ecc: 'medium', border: 2 }))}`;
}

function CodeQr({ code }: { code: string }) {
  const [image, setImage] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrImage(code).then((url) => {
      if (current) setImage({ code, url });
    });
    return () => {
      current = false;
    };
  }, [code]);
  if (image?.code !== code) return <span className={styles.muted}>Drawing the QR code…</span>;
  return <img className={styles.qr} src={image.url} alt={`QR code of your escrow code ${code.split('').join(' ')}`} />;
}

/**
 * The buyer's 6-digit escrow code, masked until they choose to show it (a toggle button whose
 * state is announced), then also as a QR for the seller to scan at the handover.
 */
export function EscrowCode({ code }: { code: string }) {
  const [shown, setShown] = useState(false);
  const descriptionId = useId();
  return (
    <Stack as="section" space="3" aria-labelledby="escrow-code-title">
      <h2 id="escrow-code-title" className={styles.sectionTitle}>
        Escrow code
      </h2>
      <p id={descriptionId} className={styles.muted}>
        Give this code to the seller only when you have the item: it releases your payment to them. Kampus never asks for it.
      </p>
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
      {shown && <CodeQr code={code} />}
    </Stack>
  );
}
