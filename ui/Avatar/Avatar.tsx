import { useState } from 'react';
import { UserRound } from 'lucide-react';
import * as styles from './Avatar.css';
import { avatarToneFor, initialsFrom } from './initials';

export interface AvatarProps extends styles.AvatarVariants {
  /** The person's name: the accessible name, and the source of the initials and colour. */
  name: string;
  /** A photo of the person. Without one, or when it fails to load, initials are shown. */
  src?: string;
}

/**
 * A person's photo, or their initials on a colour chosen from their name. Initials are made
 * here, never by an avatar service, so no third party sees a student's name.
 */
export function Avatar({ name, src, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const className = styles.avatar({ size });

  if (src && src !== failedSrc) {
    return (
      <span className={className}>
        <img className={styles.image} src={src} alt={name} onError={() => setFailedSrc(src)} />
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
