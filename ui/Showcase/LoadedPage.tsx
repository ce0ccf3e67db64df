import type { ReactNode } from 'react';
import { EmptyState, LoadError } from '../EmptyState';
import { LinkButton } from '../Link';
import { PageBlock } from '../PageBlock';
import { Stack } from '../Stack';

/** A thing that does not exist: what the page says instead, and where it sends the reader. */
export interface Missing {
  icon: ReactNode;
  title: string;
  description: string;
  action: { href: string; label: string };
}

export interface LoadedPageProps<Data> {
  /** The load of the page's thing; an error with status 404 says there is no such thing. */
  query: { data?: Data; error?: { status?: number; message: string }; mutate: () => unknown };
  /** What a thing that does not exist shows: the app's 404 page; without one, `missing` says so. */
  notFound?: ReactNode;
  missing: Missing;
  /** The title of the error a failed load shows, with a retry. */
  loadErrorTitle: string;
  /** What stands in while the thing loads (a skeleton). */
  loading: ReactNode;
  /** The thing once loaded. */
  children: (data: Data) => ReactNode;
}

function content<Data>({ query, notFound, missing, loadErrorTitle, loading, children }: LoadedPageProps<Data>): ReactNode {
  const { data, error } = query;
  if (data !== undefined) return children(data);
  if (error?.status === 404)
    return (
      notFound ?? (
        <EmptyState
          icon={missing.icon}
          title={missing.title}
          description={missing.description}
          action={<LinkButton href={missing.action.href}>{missing.action.label}</LinkButton>}
        />
      )
    );
  if (error) return <LoadError title={loadErrorTitle} message={error.message} onRetry={() => void query.mutate()} />;
  return loading;
}

/** A page of one thing (a product, an event, a seller): the thing, or what stands in while it loads, when it is missing or when it cannot be loaded. */
export function LoadedPage<Data>(props: LoadedPageProps<Data>) {
  return (
    <PageBlock>
      <Stack space={{ mobile: '8', tablet: '10' }}>{content(props)}</Stack>
    </PageBlock>
  );
}
