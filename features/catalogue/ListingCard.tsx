import type { ReactNode } from 'react';
import type { ListingImage } from '../../contract';
import { Card, CardLink } from '../../ui';
import * as styles from './cards.css';
import { ListingPhoto, type PhotoLoading } from './ListingPhoto';
import { photoSizes, useListingView, type ListingView } from './listingView';

/** What a page may say about any listing's card. */
export interface ListingCardOptions {
  /** Grid card or list row; inside a ListingGrid, its view. */
  view?: ListingView;
  /** The title's heading level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for cards in the first screenful. Default `lazy`. */
  imageLoading?: PhotoLoading;
}

interface ListingCardProps extends ListingCardOptions {
  title: string;
  /** The listing's page: the title links there, and its hit area is the whole card. */
  href: string;
  image: ListingImage | null;
  /** Above the title (badges). */
  above?: ReactNode;
  /** Under the title. */
  children: ReactNode;
  /** At the bottom of the card: the price. */
  footer: ReactNode;
}

/** A listing as a card (photo on top) or a list row (photo beside the text). */
export function ListingCard({
  view: explicitView,
  headingLevel = 3,
  imageLoading,
  title,
  href,
  image,
  above,
  children,
  footer,
}: ListingCardProps) {
  const view = useListingView(explicitView);
  const Heading = `h${headingLevel}` as const;
  const photo = <ListingPhoto image={image} sizes={photoSizes(view)} loading={imageLoading} title={title} />;
  const text = (
    <div className={styles.body}>
      {above}
      <Heading className={styles.title}>
        <CardLink href={href}>{title}</CardLink>
      </Heading>
      {children}
      <div className={styles.footerRow}>{footer}</div>
    </div>
  );
  if (view === 'list') {
    return (
      <Card as="article" padding="sm" aria-label={title}>
        <div className={styles.listRow}>
          <div className={styles.listMedia}>{photo}</div>
          {text}
        </div>
      </Card>
    );
  }
  return (
    <Card as="article" padding="sm" media={photo} aria-label={title}>
      {text}
    </Card>
  );
}
