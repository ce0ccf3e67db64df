import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button, Inline, Modal, Stack, Text } from '../../ui';
import * as styles from './disputes.css';

export interface Photo {
  url: string;
  /** What the photo is, e.g. 'Buyer’s photo 1 of 2'. */
  alt: string;
}

/** The opened photo, zoomed in steps (the frame scrolls once it is larger than the frame). */
function PhotoDialog({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const level = styles.zoomLevels[step] ?? 1;
  const last = styles.zoomLevels.length - 1;
  return (
    <Modal isOpen isDismissable onClose={onClose} title={photo.alt}>
      <Stack space="3">
        <Inline space="2" role="toolbar" aria-label="Zoom">
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
            isDisabled={step === last}
            onPress={() => setStep(step + 1)}
          >
            Zoom in
          </Button>
          <Text as="span" size="sm" tone="muted" aria-live="polite">
            {`${Math.round(level * 100)} %`}
          </Text>
        </Inline>
        {/* Focusable so that a keyboard can scroll a zoomed photo. */}
        <div
          className={styles.zoomFrame}
          tabIndex={0}
          role="region"
          aria-label={`${photo.alt}, zoomed to ${Math.round(level * 100)} %`}
        >
          <img className={styles.zoomedImage[level]} src={photo.url} alt={photo.alt} />
        </div>
      </Stack>
    </Modal>
  );
}

/** Thumbnails that open each photo large, to zoom into. */
export function Photos({ photos, label }: { photos: readonly Photo[]; label: string }) {
  const [open, setOpen] = useState<Photo | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <Inline as="ul" space="2" aria-label={label}>
        {photos.map((photo) => (
          <li key={photo.url}>
            <button type="button" className={styles.thumbnail} aria-label={`Open ${photo.alt}`} onClick={() => setOpen(photo)}>
              <img className={styles.thumbnailImage} src={photo.url} alt="" />
            </button>
          </li>
        ))}
      </Inline>
      {open && <PhotoDialog photo={open} onClose={() => setOpen(null)} />}
    </>
  );
}
