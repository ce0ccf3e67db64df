import type { ReactNode } from 'react';
import type { ApiError } from '../../client';
import { EmptyState, LoadError } from '../../ui';

export interface NotLoadedProps {
  error: ApiError | undefined;
  retry: () => unknown;
  /** Said when the read failed ('The disputes could not be loaded'). */
  errorTitle: string;
  /** Shown while the read is on its way. */
  skeleton: ReactNode;
}

/**
 * What a console screen shows until its data is there: that the role may not see it (a 403),
 * that it could not be read (with Try again), or the skeleton while it is on its way.
 */
export function NotLoaded({ error, retry, errorTitle, skeleton }: NotLoadedProps) {
  if (error?.status === 403) return <EmptyState title="Not for your role" description={error.message} />;
  if (error) return <LoadError title={errorTitle} message={error.message} onRetry={() => void retry()} />;
  return skeleton;
}
