import { CloudOff } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

export interface LoadErrorProps {
  title: string;
  /** What went wrong, from the failed call (a 403 says why, e.g. why selling is refused). */
  message?: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/** Data that did not arrive: what failed, why, and 'Try again'. */
export function LoadError({ title, message, onRetry, headingLevel = 2 }: LoadErrorProps) {
  return (
    <EmptyState
      size="sm"
      icon={<CloudOff aria-hidden="true" />}
      title={title}
      description={message}
      headingLevel={headingLevel}
      action={
        <Button variant="outline" onPress={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
