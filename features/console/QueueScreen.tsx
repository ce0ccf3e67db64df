import { useId, type ReactNode } from 'react';
import type { ApiError } from '../../client';
import { Card, CardLink, EmptyState, Heading, Inline, ListRowsSkeleton, PageTitle, Stack, Text } from '../../ui';
import { NotLoaded } from './Loading';

export interface QueueScreenProps<T> {
  title: string;
  /** What the queue holds and in what order, under the title. */
  intro: string;
  /** A choice of which cases to list (open or closed), between the intro and the list. */
  filter?: ReactNode;
  /** The queue's read (`useApi`'s answer). */
  read: { data?: T[]; error?: ApiError; mutate: () => unknown };
  /** Said when nothing is waiting. */
  empty: { icon: ReactNode; title: string; description: string };
  /** How many are waiting, said above the list ('3 open disputes'). */
  count: (items: T[]) => string;
  /** The list's accessible name. */
  label: string;
  errorTitle: string;
  loadingLabel: string;
  /** One waiting item, a `QueueCard`. */
  children: (item: T) => ReactNode;
}

/** A desk's queue (disputes, KYC): what is waiting, oldest first, each a card that opens its case. */
export function QueueScreen<T>({
  title,
  intro,
  filter,
  read,
  empty,
  count,
  label,
  errorTitle,
  loadingLabel,
  children,
}: QueueScreenProps<T>) {
  const { data, error, mutate } = read;
  let content;
  if (data && data.length === 0) {
    content = <EmptyState {...empty} />;
  } else if (data) {
    content = (
      <>
        <Text size="sm" tone="muted" aria-live="polite">
          {count(data)}
        </Text>
        <Stack as="ul" space="3" aria-label={label}>
          {data.map(children)}
        </Stack>
      </>
    );
  } else {
    content = (
      <NotLoaded error={error} retry={mutate} errorTitle={errorTitle} skeleton={<ListRowsSkeleton label={loadingLabel} />} />
    );
  }
  return (
    <Stack space="5">
      <Stack space="2">
        <PageTitle>{title}</PageTitle>
        <Text tone="muted">{intro}</Text>
      </Stack>
      {filter}
      {content}
    </Stack>
  );
}

export interface QueueCardProps {
  href: string;
  title: string;
  /** What kind of case it is and what it waits for. */
  badges: ReactNode;
  /** The lines under the title: who, how much, how long. */
  children: ReactNode;
}

/** One waiting case in a queue: its badges, its title linking to the case, and its facts. */
export function QueueCard({ href, title, badges, children }: QueueCardProps) {
  const titleId = useId();
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <Stack space="2">
        <Inline space="2">{badges}</Inline>
        <Heading level={2} size="md" id={titleId}>
          <CardLink href={href}>{title}</CardLink>
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
