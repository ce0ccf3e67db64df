import type { ReactNode } from 'react';
import { visuallyHidden } from '../Spinner';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text` lines, a `rect` (image, card) or a `circle` (avatar). Default `text`. */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines; the last of several is shorter. Default 1. */
  lines?: number;
  /** Diameter of a circle, matching the control sizes. Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Proportions of a rect, which fills the width: 1:1, 4:3 or 16:9. Default `landscape`. */
  aspectRatio?: 'square' | 'landscape' | 'wide';
}

/**
 * A grey placeholder with the shape of content that is loading. Hidden from assistive
 * technology: put skeletons in a `SkeletonRegion`, which says what is loading.
 */
export function Skeleton({ shape = 'text', lines = 1, size, aspectRatio = 'landscape' }: SkeletonProps) {
  if (shape === 'rect') return <span aria-hidden="true" className={styles.skeleton({ shape, aspectRatio })} />;
  if (shape === 'circle') return <span aria-hidden="true" className={styles.skeleton({ shape, size })} />;
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={`${styles.skeleton({ shape })} ${lines > 1 && index === lines - 1 ? styles.lastLine : ''}`}
        />
      ))}
    </span>
  );
}

export interface SkeletonRegionProps {
  /** What is loading, for screen readers: 'Loading products'. */
  label: string;
  children: ReactNode;
}

/** Marks the area busy and says what is loading; swap it for the content when it arrives. */
export function SkeletonRegion({ label, children }: SkeletonRegionProps) {
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
