import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import * as styles from './ImageGallery.css';

export interface GalleryImage {
  src: string;
  /** What the picture shows; it names the main image and its thumbnail. */
  alt: string;
}

export interface ImageGalleryProps {
  images: GalleryImage[];
  /** Names the thumbnail list, e.g. 'Product images'. */
  label?: string;
  /** The image shown first (uncontrolled). Default 0. */
  defaultSelectedIndex?: number;
  /** The image shown (controlled). */
  selectedIndex?: number;
  onSelectedIndexChange?: (index: number) => void;
  /** Shape of the main image frame. Default `square`. */
  aspectRatio?: 'square' | 'landscape';
  /** Shown in the frame when there are no images. Default 'No images'. */
  emptyLabel?: string;
}

/**
 * A main image with a row of thumbnails to choose it. The thumbnails are a horizontal
 * listbox: Tab enters at the shown image, arrow keys (and Home/End) move, Enter or Space shows.
 */
export function ImageGallery({
  images,
  label = 'Images',
  defaultSelectedIndex = 0,
  selectedIndex,
  onSelectedIndexChange,
  aspectRatio,
  emptyLabel = 'No images',
}: ImageGalleryProps) {
  const [ownIndex, setOwnIndex] = useState(defaultSelectedIndex);
  const index = Math.min(selectedIndex ?? ownIndex, images.length - 1);
  const shown = images[index];

  if (!shown) {
    return (
      <div className={styles.frame({ aspectRatio })} role="img" aria-label={emptyLabel}>
        <span className={styles.empty} aria-hidden="true">
          <ImageOff size={32} />
          {emptyLabel}
        </span>
      </div>
    );
  }

  function select(keys: Selection) {
    if (keys === 'all') return;
    const [key] = keys;
    if (key === undefined) return;
    const next = Number(key);
    setOwnIndex(next);
    onSelectedIndexChange?.(next);
  }

  return (
    <div className={styles.root}>
      <div className={styles.frame({ aspectRatio })}>
        <img className={styles.mainImage} src={shown.src} alt={shown.alt} />
      </div>
      {images.length > 1 && (
        <ListBox
          aria-label={label}
          orientation="horizontal"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(index)]}
          onSelectionChange={select}
          className={styles.thumbnails}
        >
          {images.map((image, position) => (
            <ListBoxItem
              key={position}
              id={String(position)}
              textValue={image.alt}
              aria-label={image.alt}
              className={styles.thumbnail}
            >
              <img className={styles.thumbnailImage} src={image.src} alt="" />
            </ListBoxItem>
          ))}
        </ListBox>
      )}
    </div>
  );
}
