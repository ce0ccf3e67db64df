import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../Link';
import { EmptyState, LoadError } from '../EmptyState';
import { DetailLayoutSkeleton } from './DetailLayout';
import * as styles from './DetailLayout.css';

export interface DetailPageProps {
  /** What the page is the detail of, in words: 'order', 'ticket order'. */
  noun: string;
  /** The list it belongs to: the way back, and where a detail that cannot be found sends the reader. */
  back: { href: string; label: string };
  /** Why it could not be loaded: a 404 or 400 means there is no such one for this reader. */
  error?: { status: number; message: string };
  onRetry: () => void;
  /** The detail once loaded (a `DetailLayout`); a skeleton stands in until then. */
  children?: ReactNode;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One thing's page: the way back to its list, then the detail, or what stands in for it while it loads or when it cannot. */
export function DetailPage({ noun, back, error, onRetry, children }: DetailPageProps) {
  let content = children;
  if (!content && error && (error.status === 404 || error.status === 400)) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={`${capitalised(noun)} not found`}
        description={`This ${noun} does not exist, or it is not one of yours.`}
        action={<LinkButton href={back.href}>{back.label}</LinkButton>}
      />
    );
  } else if (!content && error) {
    content = <LoadError title={`This ${noun} could not be loaded`} message={error.message} onRetry={onRetry} />;
  } else if (!content) {
    content = <DetailLayoutSkeleton label={`Loading the ${noun}`} />;
  }
  return (
    <div className={styles.page}>
      <div className={styles.back}>
        <LinkButton href={back.href} variant="transparent" size="sm">
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </LinkButton>
      </div>
      {content}
    </div>
  );
}
