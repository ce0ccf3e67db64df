import { Children, type ReactNode } from 'react';
import * as styles from './cards.css';
import { ListingViewProvider, type ListingView } from './listingView';

export interface ListingGridProps {
  /** The cards (ProductCard, EventCard), each with a `key`. */
  children: ReactNode;
  /** `grid`: four across on wide screens, three on tablets, two on phones. `list`: one a row. Default `grid`. */
  view?: ListingView;
  /** Names the list for screen readers, e.g. 'Products'. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A list of listing cards, as a grid or as rows; the cards inside take its view. */
export function ListingGrid({ children, view = 'grid', ...aria }: ListingGridProps) {
  return (
    <ListingViewProvider value={view}>
      <ul {...aria} className={view === 'grid' ? styles.grid : styles.list}>
        {Children.map(children, (child) =>
          child === null || child === undefined || child === false ? null : <li className={styles.item}>{child}</li>,
        )}
      </ul>
    </ListingViewProvider>
  );
}
