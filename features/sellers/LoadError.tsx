import { CloudOff } from 'lucide-react';
import { Button, EmptyState } from '../../ui';

export interface LoadErrorProps {
  title: string;
  /** What went wrong, from the failed call. */
  message?: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/** Data that did not arrive: what failed, why, and 'Try again'. */
export function LoadError({ title, message, onRetry, headingLevel = 2 }: LoadErrorProps) {
  return (
    <EmptyState
      size="sm"
      headingLevel={headingLevel}
      icon={<CloudOff aria-hidden="true" />}
      title={title}
      description={message}
      action={
        <Button variant="outline" onPress={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
