import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Pagination } from '../Pagination';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { Stack } from '../Stack';
import { Text, textClassName } from '../Text';
import * as styles from './ListRow.css';

export type ListRowKind = keyof typeof styles.kind;

export interface ListRowProps {
  /** The id of the row's heading, which names the row. */
  titleId: string;
  /** The row's name (an h2): its text, or a `CardLink` to its page, which makes the whole row a link. */
  title: ReactNode;
  /** A 4:3 picture of the thing (its photo or banner). */
  media: ReactNode;
  /** A line or two about it under its name. */
  children?: ReactNode;
  /** Beside the text from the tablet, under it on a phone: the amount and status, or buttons. */
  aside?: ReactNode;
  /** More on a line of its own under the row (a second group of buttons). */
  footer?: ReactNode;
  /** `summary` (default): a thing with its amount and status; `controls`: a thing with buttons, on a larger picture. */
  kind?: ListRowKind;
}

/** One thing in a list of cards: its picture, its name with a line or two, and its amount, status or buttons. */
export function ListRow({ titleId, title, media, children, aside, footer, kind = 'summary' }: ListRowProps) {
  return (
    <Card as="li" padding="sm" aria-labelledby={titleId}>
      <div className={styles.kind[kind]}>
        <div className={styles.media_}>{media}</div>
        <div className={styles.text}>
          <h2 id={titleId} className={`${textClassName({ size: 'md', weight: 'semibold' })} ${styles.title}`}>
            {title}
          </h2>
          {children}
        </div>
        {aside && <div className={styles.aside[kind]}>{aside}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </Card>
  );
}

export interface ListRowsProps {
  /** The list's name for screen readers ('Orders'). */
  'aria-label': string;
  /** How many there are in all ('12 orders'), said politely when it changes. */
  count?: string;
  /** The page shown (1-based) and how many there are: page buttons under the list when more than one. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The page buttons' landmark name, when the screen has another pagination. */
  paginationLabel?: string;
  /** The `ListRow`s. */
  children: ReactNode;
}

/** One page of `ListRow`s, with their count above and the page buttons under them. */
export function ListRows({ count, page, totalPages, onPageChange, paginationLabel, children, ...list }: ListRowsProps) {
  return (
    <>
      {count !== undefined && (
        <Text size="sm" tone="muted" aria-live="polite">
          {count}
        </Text>
      )}
      <Stack as="ul" space="3" {...list}>
        {children}
      </Stack>
      {totalPages > 1 && <Pagination totalPages={totalPages} page={page} onPageChange={onPageChange} label={paginationLabel} />}
    </>
  );
}

/** Three grey rows in the shape of `ListRow`s while a list loads, announced by `label`. */
export function ListRowsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <Stack space="3">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} padding="sm">
            <div className={styles.kind.summary}>
              <Skeleton shape="rect" />
              <Skeleton lines={3} />
            </div>
          </Card>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}
