import type { ReactNode } from 'react';
import { Badge, type BadgeLook } from '../Badge';
import { Card } from '../Card';
import { Column, Columns } from '../Columns';
import { Inline } from '../Inline';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { Stack } from '../Stack';
import * as styles from './DetailLayout.css';

export interface DetailLayoutProps {
  /** What the page is the detail of (its h1). */
  title: string;
  /** Beside the title: where it stands. */
  badge?: BadgeLook;
  /** The wider column: what is happening and what can be done now. */
  main: ReactNode;
  /** The narrower column (under the other on narrow screens): the facts. */
  aside: ReactNode;
  /** Under both columns, across the page. */
  footer?: ReactNode;
}

/** A detail page (an order, a ticket order): the title with its badge, then two columns that stack on narrow screens. */
export function DetailLayout({ title, badge, main, aside, footer }: DetailLayoutProps) {
  return (
    <>
      <Inline space="3">
        <h1 className={styles.title}>{title}</h1>
        {badge && (
          <Badge tone={badge.tone} size="md">
            {badge.label}
          </Badge>
        )}
      </Inline>
      <Columns collapseBelow="desktop" space="5">
        <Column width="3/5">
          <Stack space="5">{main}</Stack>
        </Column>
        <Column width="2/5">
          <Stack space="5">{aside}</Stack>
        </Column>
      </Columns>
      {footer}
    </>
  );
}

/** The two columns while the detail loads; `label` names what is loading. */
export function DetailLayoutSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      <Columns collapseBelow="desktop" space="5">
        <Column width="3/5">
          <Card padding="md">
            <Skeleton lines={8} />
          </Card>
        </Column>
        <Column width="2/5">
          <Card padding="md">
            <Skeleton lines={6} />
          </Card>
        </Column>
      </Columns>
    </SkeletonRegion>
  );
}
