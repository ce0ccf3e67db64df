import { Heart, Trash2 } from 'lucide-react';
import type { SavedItem } from '../../contract';
import { paths, useMutation } from '../../client';
import { Badge, Button, EmptyState, Heading, Inline, LinkButton, LoadError, Stack, Text, toast } from '../../ui';
import { EventCard, ListingGrid, ListingGridSkeleton, ProductCard } from '../catalogue';
import { useRemoveSaved, useSavedItems } from './api';
import * as styles from './saved.css';
import { savedCountText } from './savedCount';

export const REMOVED_MESSAGE = 'Removed from your saved items';

function SavedCard({ item }: { item: SavedItem }) {
  const removeSaved = useRemoveSaved();
  const remove = useMutation(() => removeSaved(item.listing.id));
  const available = item.listing.status === 'active';

  async function confirmRemove() {
    const result = await remove.trigger();
    if (result.ok) toast.success(REMOVED_MESSAGE);
    else if (!result.aborted) toast.error(result.error.message);
  }

  return (
    <div className={styles.item}>
      {item.type === 'products' ? (
        <ProductCard product={item.listing} headingLevel={2} />
      ) : (
        <EventCard event={item.listing} headingLevel={2} />
      )}
      <Inline space="2" align="spaceBetween">
        {available ? <span /> : <Badge tone="warning">No longer available</Badge>}
        <Button
          variant="transparent"
          size="sm"
          iconStart={<Trash2 size={16} aria-hidden="true" />}
          isPending={remove.sending}
          onPress={() => void confirmRemove()}
          aria-label={`Remove ${item.listing.title} from saved items`}
        >
          Remove
        </Button>
      </Inline>
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
        <Text tone="muted">{savedCountText(data.length)}</Text>
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
    <Stack space="5">
      <Heading level={1} size="xl">
        Saved items
      </Heading>
      {content}
    </Stack>
  );
}
