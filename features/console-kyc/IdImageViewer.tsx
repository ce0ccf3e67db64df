import { RotateCcw, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button, Inline, Notice, Stack, Text } from '../../ui';
import * as styles from './kyc.css';

/** The zoom steps, as widths of the frame. */
export const zoomLevels = [1, 1.5, 2, 3] as const;

const turnTexts = ['upright', 'turned right', 'upside down', 'turned left'] as const;

interface IdImageViewerProps {
  /** Where the image is served; null when it is no longer stored. */
  url: string | null;
  /** What the image is, e.g. 'Student ID of Ada Obi'. */
  alt: string;
}

/**
 * A private image shown large to compare with the facts beside it: zoomed in steps (the frame
 * scrolls, also from the keyboard) and turned a quarter at a time, as a photo taken sideways needs.
 */
export function IdImageViewer({ url, alt }: IdImageViewerProps) {
  const [step, setStep] = useState(0);
  const [turns, setTurns] = useState(0);
  const [size, setSize] = useState({ width: 4, height: 3 });
  const [failed, setFailed] = useState(false);
  if (url === null) return <Notice tone="caution">The image is no longer stored: the account may have been deleted.</Notice>;
  if (failed) return <Notice tone="critical">The image could not be loaded. Reload the page to try again.</Notice>;

  const level = zoomLevels[step] ?? 1;
  const sideways = turns % 2 === 1;
  const state = `${Math.round(level * 100)} %, ${turnTexts[turns] ?? 'upright'}`;
  return (
    <Stack space="3">
      <Inline space="2" role="toolbar" aria-label="Image view">
        <Button
          size="sm"
          variant="outline"
          iconStart={<ZoomOut size={16} aria-hidden="true" />}
          isDisabled={step === 0}
          onPress={() => setStep(step - 1)}
        >
          Zoom out
        </Button>
        <Button
          size="sm"
          variant="outline"
          iconStart={<ZoomIn size={16} aria-hidden="true" />}
          isDisabled={step === zoomLevels.length - 1}
          onPress={() => setStep(step + 1)}
        >
          Zoom in
        </Button>
        <Button
          size="sm"
          variant="outline"
          iconStart={<RotateCcw size={16} aria-hidden="true" />}
          onPress={() => setTurns((turns + 3) % 4)}
        >
          Turn left
        </Button>
        <Button
          size="sm"
          variant="outline"
          iconStart={<RotateCw size={16} aria-hidden="true" />}
          onPress={() => setTurns((turns + 1) % 4)}
        >
          Turn right
        </Button>
        <Text as="span" size="sm" tone="muted" aria-live="polite">
          {state}
        </Text>
      </Inline>
      {/* Focusable so that a keyboard can scroll a zoomed image. */}
      <div className={styles.viewerFrame} tabIndex={0} role="region" aria-label={`${alt}, ${state}`}>
        <div
          className={styles.viewerBox}
          style={{
            width: `${level * 100}%`,
            aspectRatio: sideways ? `${size.height} / ${size.width}` : `${size.width} / ${size.height}`,
          }}
        >
          <img
            className={styles.viewerImage}
            src={url}
            alt={alt}
            style={{
              // Turned sideways, the image's width runs along the box's height.
              width: sideways ? `${(100 * size.width) / size.height}%` : '100%',
              transform: `translate(-50%, -50%) rotate(${turns * 90}deg)`,
            }}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth > 0 && naturalHeight > 0) setSize({ width: naturalWidth, height: naturalHeight });
            }}
            onError={() => setFailed(true)}
          />
        </div>
      </div>
    </Stack>
  );
}
