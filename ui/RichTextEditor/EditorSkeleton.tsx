import { Fragment } from 'react';
import { Skeleton, skeletonPlaceholder, SkeletonRegion } from '../Skeleton';
import { formatGroups } from './formats';
import * as styles from './RichTextEditor.css';

/**
 * Stands in for the editor while tiptap loads, with the same frame and sizes: its toolbar has a
 * placeholder for every button, so it wraps onto as many rows as the real one at any width.
 */
export function EditorSkeleton({ isInvalid = false }: { isInvalid?: boolean }) {
  return (
    <div className={styles.frame({ invalid: isInvalid })}>
      <SkeletonRegion label="Loading editor">
        <div className={styles.toolbar} aria-hidden="true">
          {formatGroups.map((group, index) => (
            <Fragment key={group.label}>
              {index > 0 && <span className={styles.separator} />}
              <span className={styles.group}>
                {group.formats.map((id) => (
                  <span key={id} className={`${skeletonPlaceholder} ${styles.skeletonButton}`} />
                ))}
              </span>
            </Fragment>
          ))}
        </div>
        <div className={styles.skeletonBody}>
          <Skeleton lines={3} />
        </div>
        <div className={styles.footer} />
      </SkeletonRegion>
    </div>
  );
}
