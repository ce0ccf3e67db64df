import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Notice, Stack, Text } from '../../ui';
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

function cameraDenied(error: unknown): boolean {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError';
}

const SCAN_EVERY_MS = 200;
/** In continuous scanning, the same code counts again only after it was out of sight this long. */
const SAME_CODE_AGAIN_AFTER_MS = 3000;

/** What the scanner says while it works and when it cannot. */
export interface CodeScannerMessages {
  /** The camera is running: where to point it. */
  aim: string;
  /** The camera may not be used. */
  denied: string;
  /** There is no camera, or it could not be opened. */
  noCamera: string;
  /** A QR was read but it holds something else. */
  notACode: string;
}

const escrowMessages: CodeScannerMessages = {
  aim: "Point the camera at the QR code on the buyer's order page.",
  denied: CAMERA_DENIED_MESSAGE,
  noCamera: NO_CAMERA_MESSAGE,
  notACode: NOT_AN_ESCROW_CODE,
};

/** A 6-digit escrow code, or null. */
function readEscrowCode(text: string): string | null {
  const code = text.trim();
  return /^\d{6}$/.test(code) ? code : null;
}

export interface CodeScannerProps {
  /** Called with each code read (by default once, with the 6 digits read from the buyer's QR). */
  onCode: (code: string) => void;
  /** Turns the text of a QR into a code, or null when it is not one. Defaults to 6-digit escrow codes. */
  readCode?: (text: string) => string | null;
  /** Keep scanning after a code (the same code counts again once it was out of sight for a moment). */
  continuous?: boolean;
  /** What it says; defaults to the escrow handover's wording. */
  messages?: CodeScannerMessages;
  /** Called when no camera can be used, with what the scanner says about it. */
  onUnavailable?: (message: string) => void;
}

/**
 * The back camera's picture, read a few times a second until a code appears (a 6-digit escrow
 * code unless told otherwise; with `continuous`, every code in turn). Without a camera or
 * without permission it says so (the typed code still works). The camera is released when the
 * scanner closes.
 */
export function CodeScanner({
  onCode,
  readCode = readEscrowCode,
  continuous = false,
  messages = escrowMessages,
  onUnavailable,
}: CodeScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean }>({ text: 'Opening the camera…', failed: false });
  const found = useEffectEvent((code: string) => onCode(code));
  const read = useEffectEvent((text: string) => readCode(text));
  const say = useEffectEvent(() => messages);
  const unavailable = useEffectEvent((text: string) => {
    setMessage({ text, failed: true });
    onUnavailable?.(text);
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The last code read and when it was last in sight (continuous scanning).
    let last: { code: string; seenAt: number } | undefined;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        unavailable(say().noCamera);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) unavailable(cameraDenied(error) ? say().denied : say().noCamera);
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detector = await createDetector();
      if (stopped) return;
      setMessage({ text: say().aim, failed: false });
      const scan = async () => {
        if (stopped) return;
        const [result] = element.videoWidth > 0 ? await detector.detect(element).catch(() => []) : [];
        if (stopped) return;
        const text = result?.rawValue.trim();
        const code = text ? read(text) : null;
        if (code && !continuous) {
          stopped = true;
          found(code);
          return;
        }
        if (code) {
          const now = Date.now();
          const again = last?.code === code && now - last.seenAt < SAME_CODE_AGAIN_AFTER_MS;
          last = { code, seenAt: now };
          if (!again) {
            setMessage({ text: say().aim, failed: false });
            found(code);
          }
        } else if (text) setMessage({ text: say().notACode, failed: true });
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
  }, [continuous]);

  return (
    <Stack space="4">
      <video ref={video} className={styles.video} muted playsInline aria-label="Camera picture" />
      {message.failed ? (
        <Notice as="p" tone="critical" role="alert">
          {message.text}
        </Notice>
      ) : (
        <Text size="sm" tone="muted" role="status">
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
