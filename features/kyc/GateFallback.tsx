import { Button, EmptyState, Skeleton, SkeletonRegion, Stack } from '../../ui';
import * as styles from './GateFallback.css';

/** While the page's data loads: the shape of a page, and what is loading for screen readers. */
export function GateLoading({ label = 'Checking your KYC status' }: { label?: string }) {
  return (
    <div className={styles.frame}>
      <SkeletonRegion label={label}>
        <Stack space="4">
          <Skeleton lines={1} />
          <Skeleton lines={3} />
          <Skeleton shape="rect" aspectRatio="wide" />
        </Stack>
      </SkeletonRegion>
    </div>
  );
}

/** The page's data could not be read: say so and offer to try again. */
export function GateError({ title = 'We could not check your KYC status', onRetry }: { title?: string; onRetry: () => void }) {
  return (
    <div className={styles.frame} role="alert">
      <EmptyState
        title={title}
        description="Check your connection and try again."
        action={
          <Button variant="outline" onPress={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
