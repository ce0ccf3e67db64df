import { Card, Skeleton, SkeletonRegion } from '../../ui';
import * as styles from './cards.css';
import type { ListingView } from './listingView';

export interface ListingGridSkeletonProps {
  /** What is loading, for screen readers: 'Loading products'. */
  label: string;
  /** How many placeholder cards. Default 8 (two rows of four). */
  count?: number;
  view?: ListingView;
}

/** Grey cards in the grid's shape while a list loads; the page keeps its height. */
export function ListingGridSkeleton({ label, count = 8, view = 'grid' }: ListingGridSkeletonProps) {
  const lines = (
    <div className={styles.body}>
      <Skeleton lines={2} />
      <Skeleton />
      <Skeleton lines={2} />
    </div>
  );
  return (
    <SkeletonRegion label={label}>
      <div className={view === 'grid' ? styles.grid : styles.list}>
        {Array.from({ length: count }, (_, index) =>
          view === 'grid' ? (
            <Card key={index} padding="sm" media={<Skeleton shape="rect" />}>
              {lines}
            </Card>
          ) : (
            <Card key={index} padding="sm">
              <div className={styles.listRow}>
                <Skeleton shape="rect" />
                {lines}
              </div>
            </Card>
          ),
        )}
      </div>
    </SkeletonRegion>
  );
}
