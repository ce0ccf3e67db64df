import { Heart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedItem } from '../../contract';
import { errorMessage, paths } from '../../client';
import { Badge, Button, EmptyState, LinkButton, LoadError, toast } from '../../ui';
import { EventCard, ListingGrid, ListingGridSkeleton, ProductCard } from '../catalogue';
import { useRemoveSaved, useSavedItems } from './api';
import * as styles from './saved.css';
import { savedCountText } from './savedCount';

export const REMOVED_MESSAGE = 'Removed from your saved items';

function SavedCard({ item }: { item: SavedItem }) {
  const removeSaved = useRemoveSaved();
  const [removing, setRemoving] = useState(false);
  const available = item.listing.status === 'active';

  async function remove() {
    setRemoving(true);
    try {
      await removeSaved(item.listing.id);
      toast.success(REMOVED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error));
      setRemoving(false);
    }
  }

  return (
    <div className={styles.item}>
      {item.type === 'products' ? (
        <ProductCard product={item.listing} headingLevel={2} />
      ) : (
        <EventCard event={item.listing} headingLevel={2} />
      )}
      <div className={styles.itemActions}>
        {available ? <span /> : <Badge tone="warning">No longer available</Badge>}
        <Button
          variant="ghost"
          size="sm"
          iconStart={<Trash2 size={16} aria-hidden="true" />}
          isPending={removing}
          onPress={() => void remove()}
          aria-label={`Remove ${item.listing.title} from saved items`}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}

/** The buyer's saved items (/dashboard/saved-items): how many, their cards, and Remove. */
export function SavedItemsScreen() {
  const { data, error, mutate } = useSavedItems();

  let content;
  if (data && data.length > 0) {
    content = (
      <>
        <p className={styles.count}>{savedCountText(data.length)}</p>
        <ListingGrid aria-label="Saved items">
          {data.map((item) => (
            <SavedCard key={item.listing.id} item={item} />
          ))}
        </ListingGrid>
      </>
    );
  } else if (data) {
    content = (
      <EmptyState
        icon={<Heart aria-hidden="true" />}
        title={savedCountText(0)}
        description="Save products and events you like, and find them here later."
        action={<LinkButton href={paths.explore()}>Explore products and events</LinkButton>}
      />
    );
  } else if (error) {
    content = <LoadError title="Your saved items could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <ListingGridSkeleton label="Loading your saved items" count={4} />;
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Saved items</h1>
      {content}
    </div>
  );
}
