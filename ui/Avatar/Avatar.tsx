import { useState } from 'react';
import { UserRound } from 'lucide-react';
import * as styles from './Avatar.css';
import { avatarToneFor, initialsFrom } from './initials';

/** A photo stored at several square widths: `url` is the default, `variants` feed `srcset`. */
export interface AvatarPhoto {
  url: string;
  variants: readonly { width: number; url: string }[];
}

export interface AvatarProps extends styles.AvatarVariants {
  /** The person's name: the accessible name, and the source of the initials and colour. */
  name: string;
  /** A photo of the person. Without one, or when it fails to load, initials are shown. */
  src?: string;
  /** A photo in several widths (a profile photo); the browser picks the one the size needs. Wins over `src`. */
  photo?: AvatarPhoto | null;
}

/** How wide each size is drawn, for `sizes` (the widths of Avatar.css.ts). */
const drawnWidth = { sm: '2rem', md: '2.5rem', lg: '3rem', xl: '4rem' } as const;

/**
 * A person's photo, or their initials on a colour chosen from their name. Initials are made
 * here, never by an avatar service, so no third party sees a student's name.
 */
export function Avatar({ name, src, photo, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const className = styles.avatar({ size });
  const shown = photo?.url ?? src;

  if (shown && shown !== failedSrc) {
    const srcSet = photo?.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
    return (
      <span className={className}>
        <img
          className={styles.image}
          src={shown}
          srcSet={srcSet || undefined}
          sizes={srcSet ? drawnWidth[size ?? 'md'] : undefined}
          alt={name}
          onError={() => setFailedSrc(shown)}
        />
      </span>
    );
  }

  const initials = initialsFrom(name);
  return (
    <span role="img" aria-label={name.trim() || 'User'} className={`${className} ${styles.tone[avatarToneFor(name)]}`}>
      {initials || <UserRound size="60%" aria-hidden="true" />}
    </span>
  );
}
