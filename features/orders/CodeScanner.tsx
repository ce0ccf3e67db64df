import { useEffect, useEffectEvent, useRef, useState } from 'react';
import * as styles from './orders.css';

export const CAMERA_DENIED_MESSAGE =
  "Kampus may not use the camera. Allow it in your browser's site settings, or type the buyer's 6-digit code instead.";
export const NO_CAMERA_MESSAGE = "No camera could be opened on this device. Type the buyer's 6-digit code instead.";
export const NOT_AN_ESCROW_CODE = 'That QR code is not a Kampus escrow code. Scan the code on the buyer’s order page.';

interface Detector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface DetectorConstructor {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** The browser's own BarcodeDetector where it reads QR codes, else a small decoder downloaded now. */
async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (native) {
    const formats = await native.getSupportedFormats().catch((): readonly string[] => []);
    if (formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector } = await import('qr/decode.js');
  return new BarcodeDetector({ formats: ['qr_code'] });
}

function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? CAMERA_DENIED_MESSAGE : NO_CAMERA_MESSAGE;
}

const SCAN_EVERY_MS = 200;

export interface CodeScannerProps {
  /** Called once with the 6 digits read from the buyer's QR. */
  onCode: (code: string) => void;
}

/**
 * The back camera's picture, read a few times a second until a 6-digit escrow code appears.
 * Without a camera or without permission it says so (the typed code still works). The camera
 * is released when the scanner closes.
 */
export function CodeScanner({ onCode }: CodeScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean }>({ text: 'Opening the camera…', failed: false });
  const found = useEffectEvent((code: string) => onCode(code));

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setMessage({ text: NO_CAMERA_MESSAGE, failed: true });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) setMessage({ text: cameraError(error), failed: true });
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detector = await createDetector();
      setMessage({ text: "Point the camera at the QR code on the buyer's order page.", failed: false });
      const scan = async () => {
        if (stopped) return;
        const [result] = element.videoWidth > 0 ? await detector.detect(element).catch(() => []) : [];
        const code = result?.rawValue.trim();
        if (code && /^\d{6}$/.test(code)) {
          stopped = true;
          found(code);
          return;
        }
        if (code) setMessage({ text: NOT_AN_ESCROW_CODE, failed: true });
        timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.form}>
      <video ref={video} className={styles.video} muted playsInline aria-label="Camera picture" />
      <p role={message.failed ? 'alert' : 'status'} className={message.failed ? styles.alert : styles.muted}>
        {message.text}
      </p>
    </div>
  );
}
