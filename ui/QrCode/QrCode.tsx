import { useEffect, useState } from 'react';
import * as styles from './QrCode.css';

/** The value's QR as an SVG data URL; the QR library is downloaded only when a first code is drawn. */
async function qrImage(value: string): Promise<string> {
  const { default: encodeQR } = await import('qr');
  return `data:image/svg+xml,${encodeURIComponent(encodeQR(value, 'svg', { ecc: 'medium', border: 2 }))}`;
}

export interface QrCodeProps {
  /** What the code encodes (a secret the other side scans: an escrow code, a ticket's code). */
  value: string;
  /** What it is, for people who cannot see it: named 'QR code of <label>'. */
  label: string;
}

/**
 * A QR code of a value, 11rem square, drawn dark on white whatever the theme (a scanner needs
 * light around the dark modules). While it is being drawn, a box of its size says so.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrImage(value).then((url) => {
      if (current) setImage({ value, url });
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (image?.value !== value) {
    return (
      <span className={`${styles.qr} ${styles.pending}`} role="img" aria-label={`${label}: drawing the QR code`}>
        Drawing the QR code…
      </span>
    );
  }
  return <img className={styles.qr} src={image.url} alt={`QR code of ${label}`} />;
}
