import type { ReactNode } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { Column, Columns } from '../Columns';
import { useHydrated } from '../Hydration';
import { LinkButton } from '../Link';
import { PageTitle } from '../PageTitle';
import { ShareLinks } from '../ShareLinks';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { Stack } from '../Stack';
import * as styles from './Showcase.css';

/** The picture's share of the row from the desktop breakpoint; the panel takes the rest. */
export type ShowcaseMediaWidth = '1/2' | '7/12';

const panelWidth = { '1/2': '1/2', '7/12': '5/12' } as const;

function ShowcaseColumns({
  media,
  mediaWidth,
  children,
}: {
  media: ReactNode;
  mediaWidth: ShowcaseMediaWidth;
  children: ReactNode;
}) {
  return (
    <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '10' }}>
      <Column width={mediaWidth}>{media}</Column>
      <Column width={panelWidth[mediaWidth]}>
        <Stack space="4">{children}</Stack>
      </Column>
    </Columns>
  );
}

export interface ShowcaseProps {
  /** The trail to the page; the last crumb is the thing itself. */
  crumbs: readonly BreadcrumbItem[];
  /** Its photos or banner. */
  media: ReactNode;
  /** Default `1/2`. */
  mediaWidth?: ShowcaseMediaWidth;
  /** Above the title: what kind of thing it is (its badges). */
  tags: ReactNode;
  /** The page's h1. */
  title: string;
  /** Under the title: who offers it, what it is, when and where, what it costs. */
  about: ReactNode;
  /** The way to get it: `label` leads to `href`, or is disabled without one. */
  action: { label: string; href?: string };
  /** Beside the action, a third of the row: Save. */
  secondaryAction: ReactNode;
  /** The address to share, from the site's root: the full address once the page knows its origin. */
  sharePath: string;
  /** Above the action (a quantity). */
  beforeAction?: ReactNode;
  /** Under the action (a note, links). */
  afterAction?: ReactNode;
}

/**
 * One thing on offer (a product, an event): its picture, and beside it (under it on narrow
 * screens) its title, what it is and the way to get it, then sharing.
 */
export function Showcase({
  crumbs,
  media,
  mediaWidth = '1/2',
  tags,
  title,
  about,
  action,
  secondaryAction,
  sharePath,
  beforeAction,
  afterAction,
}: ShowcaseProps) {
  // A page rendered on the server does not know its origin: the full address once hydrated.
  const origin = useHydrated() ? window.location.origin : '';
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <ShowcaseColumns media={media} mediaWidth={mediaWidth}>
        {tags}
        <PageTitle>{title}</PageTitle>
        {about}
        <hr className={styles.divider} />
        {beforeAction}
        <Columns collapseBelow="tablet" space="3" alignY="stretch">
          <Column width="2/3">
            {action.href ? (
              <LinkButton size="lg" fullWidth href={action.href}>
                {action.label}
              </LinkButton>
            ) : (
              <Button size="lg" fullWidth isDisabled>
                {action.label}
              </Button>
            )}
          </Column>
          <Column width="1/3">{secondaryAction}</Column>
        </Columns>
        {afterAction}
        <ShareLinks url={`${origin}${sharePath}`} title={title} />
      </ShowcaseColumns>
    </>
  );
}

/** The showcase while it loads; `label` names what is loading. */
export function ShowcaseSkeleton({
  label,
  mediaWidth = '1/2',
  mediaRatio,
}: {
  label: string;
  mediaWidth?: ShowcaseMediaWidth;
  /** The picture's proportions. */
  mediaRatio: 'square' | 'wide';
}) {
  return (
    <SkeletonRegion label={label}>
      <ShowcaseColumns media={<Skeleton shape="rect" aspectRatio={mediaRatio} />} mediaWidth={mediaWidth}>
        <Skeleton />
        <Skeleton lines={2} />
        <Skeleton lines={4} />
      </ShowcaseColumns>
    </SkeletonRegion>
  );
}
