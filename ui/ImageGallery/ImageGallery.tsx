import { ImageOff } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { useEarlyTapReplay } from '../Hydration';
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

  function select(next: number) {
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
      {images.length > 1 && <Thumbnails images={images} label={label} selectedIndex={index} onSelect={select} />}
    </div>
  );
}

/** The keys that move along the thumbnails, to the index they move to (no wrapping round). */
const moves: Record<string, ((index: number, count: number) => number) | undefined> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface ThumbnailsProps {
  images: GalleryImage[];
  label: string;
  selectedIndex: number;
  onSelect: (index: number) => void;
}

/**
 * The thumbnails: a single-selection listbox with a roving tab stop, on react-aria's focus and
 * hover hooks (a row of a few photos needs none of its collection machinery, and the product
 * page downloads far less).
 */
function Thumbnails({ images, label, selectedIndex, onSelect }: ThumbnailsProps) {
  const list = useRef<HTMLDivElement>(null);
  useEarlyTapReplay(list);
  // The thumbnail keyboard focus is on, while it is inside the list.
  const [focused, setFocused] = useState<number | null>(null);
  const active = focused ?? selectedIndex;

  const focusAt = (index: number) => {
    setFocused(index);
    const option = list.current?.querySelectorAll<HTMLElement>('[role="option"]')[index];
    option?.focus();
    option?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusAt(move(active, images.length));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(active);
    }
  };

  return (
    <div
      ref={list}
      role="listbox"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      }}
      className={styles.thumbnails}
    >
      {images.map((image, position) => (
        <Thumbnail
          key={position}
          image={image}
          selected={position === selectedIndex}
          tabStop={position === active}
          onFocus={() => setFocused(position)}
          onPress={() => onSelect(position)}
        />
      ))}
    </div>
  );
}

interface ThumbnailProps {
  image: GalleryImage;
  selected: boolean;
  /** The one thumbnail Tab lands on. */
  tabStop: boolean;
  onFocus: () => void;
  onPress: () => void;
}

function Thumbnail({ image, selected, tabStop, onFocus, onPress }: ThumbnailProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <div
      {...mergeProps(focusProps, hoverProps, { onFocus })}
      role="option"
      aria-selected={selected}
      aria-label={image.alt}
      tabIndex={tabStop ? 0 : -1}
      data-selected={selected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={onPress}
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
    </div>
  );
}
