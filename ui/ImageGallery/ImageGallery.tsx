import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import * as styles from './ImageGallery.css';

export interface GalleryImage {
  src: string;
  /** What the picture shows; it names the main image and its thumbnail. */
  alt: string;
  /** Other widths of the same photo (`'a.webp 320w, b.webp 640w'`), so a phone never downloads the largest. */
  srcSet?: string;
  /** How wide the main image is shown (`'(min-width: 1024px) 560px, 100vw'`); used with `srcSet`. */
  sizes?: string;
  /** The photo's intrinsic size, so the browser knows its proportions before it arrives. */
  width?: number;
  height?: number;
}

/** Thumbnails are 4rem squares: with a `srcSet`, the browser picks the smallest width that fills one. */
const THUMBNAIL_SIZES = '64px';

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
        <img
          className={styles.mainImage}
          src={shown.src}
          srcSet={shown.srcSet}
          sizes={shown.srcSet ? shown.sizes : undefined}
          width={shown.width}
          height={shown.height}
          alt={shown.alt}
          // The main photo is usually the page's largest paint: fetched before the thumbnails and the rest.
          fetchPriority="high"
        />
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
              <img
                className={styles.thumbnailImage}
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? THUMBNAIL_SIZES : undefined}
                width={image.width}
                height={image.height}
                loading="lazy"
                alt=""
              />
            </ListBoxItem>
          ))}
        </ListBox>
      )}
    </div>
  );
}
