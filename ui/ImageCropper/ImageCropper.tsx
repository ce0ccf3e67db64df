import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import * as styles from './ImageCropper.css';

/** A square in the picture's own pixels (as it shows upright): top-left corner and side. */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

export interface ImageCropperProps {
  /** The picture (an object URL of the chosen file, or any image URL). */
  src: string;
  /** Names the crop area, e.g. 'Photo crop'. */
  label?: string;
  /** Called with the square to keep whenever it settles after a move or a zoom. */
  onCropChange: (crop: SquareCrop) => void;
  /** Draw the crop as a circle (a profile photo) rather than a square. Default true. */
  round?: boolean;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

/** Whole pixels, a true square, never outside the picture. */
function squareIn(area: Area, media: MediaSize): SquareCrop {
  const { naturalWidth: width, naturalHeight: height } = media;
  const size = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), width, height));
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, width - size));
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, height - size));
  return { x, y, size };
}

/**
 * Crops a picture to a square: drag or use the arrow keys on the picture to move it, the
 * Zoom slider, + and - (or the mouse wheel, or a pinch) to zoom. Reports the square in the
 * picture's own pixels, ready to send to the server with the original file.
 */
export function ImageCropper({ src, label = 'Photo crop', onCropChange, round = true }: ImageCropperProps) {
  const hintId = useId();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  // Set when the picture has loaded, before the cropper reports its first square.
  const media = useRef<MediaSize>(undefined);

  // Only a picture that loaded has a square; until then (or if it never loads) nothing is reported.
  function report(_: Area, pixels: Area) {
    if (!media.current || ![pixels.x, pixels.y, pixels.width, pixels.height].every(Number.isFinite)) return;
    onCropChange(squareIn(pixels, media.current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === '+' || event.key === '=') setZoom((current) => clampZoom(current + ZOOM_STEP));
    else if (event.key === '-' || event.key === '_') setZoom((current) => clampZoom(current - ZOOM_STEP));
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.root}>
      <div className={styles.stage} onKeyDown={onKeyDown}>
        <Cropper
          image={src}
          crop={position}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape={round ? 'round' : 'rect'}
          showGrid={false}
          objectFit="contain"
          onCropChange={setPosition}
          onZoomChange={(next) => setZoom(clampZoom(next))}
          onCropComplete={report}
          setMediaSize={(size) => {
            media.current = size;
          }}
          classes={{ cropAreaClassName: styles.cropArea }}
          cropperProps={{ role: 'group', 'aria-label': label, 'aria-describedby': hintId }}
          mediaProps={{ alt: '' }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        Drag the photo or use the arrow keys to move it; use the slider, + or - to zoom.
      </p>
      <Slider
        className={styles.slider}
        minValue={MIN_ZOOM}
        maxValue={MAX_ZOOM}
        step={ZOOM_STEP}
        value={zoom}
        onChange={(value) => setZoom(clampZoom(Array.isArray(value) ? (value[0] ?? MIN_ZOOM) : value))}
        formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
      >
        <Label className={styles.sliderLabel}>Zoom</Label>
        <SliderOutput className={styles.sliderOutput} />
        <SliderTrack className={styles.track}>
          <SliderThumb className={styles.thumb} />
        </SliderTrack>
      </Slider>
    </div>
  );
}
