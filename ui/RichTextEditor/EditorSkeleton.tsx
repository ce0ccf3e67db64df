import { Skeleton, skeletonPlaceholder, SkeletonRegion } from '../Skeleton';
import * as styles from './RichTextEditor.css';

/** Stands in for the editor while tiptap loads, with the same frame and sizes. */
export function EditorSkeleton({ isInvalid = false }: { isInvalid?: boolean }) {
  return (
    <div className={styles.frame({ invalid: isInvalid })}>
      <SkeletonRegion label="Loading editor">
        <div className={styles.toolbar}>
          <span className={`${skeletonPlaceholder} ${styles.skeletonBar}`} aria-hidden="true" />
        </div>
        <div className={styles.skeletonBody}>
          <Skeleton lines={3} />
        </div>
        <div className={styles.footer} />
      </SkeletonRegion>
    </div>
  );
}
