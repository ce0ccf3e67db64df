import { ImageOff } from 'lucide-react';
import type { ListingImage } from '../../contract';
import * as styles from './cards.css';

export type PhotoLoading = 'lazy' | 'eager' | 'high';

export interface ListingPhotoProps {
  image: ListingImage | null;
  /** The `sizes` attribute: how wide the photo is shown at each screen width. */
  sizes: string;
  /**
   * `lazy` (default) for cards below the fold; `eager` for the first row of a page; `high` for
   * the first photos a phone shows, the page's largest paint: eager, and fetched before the rest.
   */
  loading?: PhotoLoading;
  /** The card's title: a photo described by the title alone adds nothing to it, so it is left unnamed. */
  title?: string;
}

/**
 * A card's photo in every width the server made (`srcset`), its box reserved by width and
 * height so nothing moves when it arrives. Without a photo, a quiet placeholder.
 */
export function ListingPhoto({ image, sizes, loading = 'lazy', title }: ListingPhotoProps) {
  if (!image) {
    return (
      <span className={styles.placeholder} role="img" aria-label="No photo">
        <ImageOff aria-hidden="true" />
      </span>
    );
  }
  const srcSet = [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return (
    <img
      className={styles.photo}
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt.trim() === title?.trim() ? '' : image.alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      decoding="async"
    />
  );
}
