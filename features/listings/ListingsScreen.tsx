import { Ban, PackageOpen, Pencil, Plus, ScanLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ListingType, MyListing, MyListingsResponse } from '../../contract';
import { errorMessage, paths, useMutation } from '../../client';
import {
  Badge,
  Button,
  Column,
  Columns,
  EmptyState,
  Heading,
  Inline,
  LinkButton,
  ListRow,
  ListRows,
  ListRowsSkeleton,
  LoadError,
  Modal,
  Price,
  Stack,
  Text,
  Switch,
  toast,
  ToggleButton,
  ToggleButtonGroup,
} from '../../ui';
import { ListingPhoto } from '../catalogue';
import { HiddenListingNotice } from '../safety';
import { deleteListing, setListingStatus, useMyListings } from './api';
import { CancelEventDialog } from './CancelEventDialog';
import { canCancel, salesText } from './eventSales';
import { listingTypeOf, pageOf, singular } from './listingType';
import { formatKobo } from '../../contract';

/** What the toast says once a listing is gone: deleted, or archived because it has orders. */
export function deletedMessage(title: string, outcome: 'deleted' | 'archived'): string {
  return outcome === 'deleted'
    ? `'${title}' was deleted`
    : `'${title}' has orders, so it was archived instead of deleted: buyers no longer see it`;
}

function availableText(listing: MyListing): string {
  const unit = listing.type === 'products' ? 'unit' : 'ticket';
  return `${listing.available} ${unit}${listing.available === 1 ? '' : 's'} left`;
}

interface ListingRowProps {
  listing: MyListing;
  onToggle: (listing: MyListing, active: boolean) => void;
  onDelete: (listing: MyListing) => void;
  onCancelEvent: (listing: MyListing) => void;
}

function ListingRow({ listing, onToggle, onDelete, onCancelEvent }: ListingRowProps) {
  const { event } = listing;
  const cancelled = Boolean(event?.cancelledAt);
  const active = listing.status === 'active';
  const hidden = listing.hiddenByKampus;
  const titleId = `listing-${listing.id}`;
  return (
    <ListRow
      kind="controls"
      titleId={titleId}
      title={listing.title}
      media={<ListingPhoto image={listing.image} sizes="7rem" title={listing.title} />}
      aside={
        <>
          {!cancelled && (
            <>
              <Switch
                isSelected={active}
                isDisabled={Boolean(hidden)}
                onChange={(on) => onToggle(listing, on)}
                aria-label={`${listing.title} active`}
              >
                Active
              </Switch>
              <LinkButton
                href={paths.sellerDashboard.editListing(listing.type, listing.slug)}
                variant="outline"
                size="sm"
                aria-label={`Edit ${listing.title}`}
              >
                <Pencil size={16} aria-hidden="true" />
                Edit
              </LinkButton>
            </>
          )}
          <Button
            variant="transparent"
            size="sm"
            iconStart={<Trash2 size={16} aria-hidden="true" />}
            onPress={() => onDelete(listing)}
            aria-label={`Delete ${listing.title}`}
          >
            Delete
          </Button>
        </>
      }
      footer={
        event &&
        !cancelled && (
          <>
            <LinkButton
              href={paths.sellerDashboard.eventCheckIn(listing.id)}
              variant="soft"
              size="sm"
              aria-label={`Check in guests of ${listing.title}`}
            >
              <ScanLine size={16} aria-hidden="true" />
              Check in guests
            </LinkButton>
            {canCancel({ ...event, status: listing.status }) && (
              <Button
                variant="transparent"
                size="sm"
                iconStart={<Ban size={16} aria-hidden="true" />}
                onPress={() => onCancelEvent(listing)}
                aria-label={`Cancel event ${listing.title}`}
              >
                Cancel event
              </Button>
            )}
          </>
        )
      }
    >
      <Inline space="2">
        {listing.type === 'tickets' && listing.priceKobo === 0 ? (
          <span>Free</span>
        ) : (
          <Price amount={formatKobo(listing.priceKobo)} weight="bold" />
        )}
        {cancelled ? (
          <Badge tone="critical">Cancelled</Badge>
        ) : hidden ? (
          <Badge tone="critical">Hidden by Kampus</Badge>
        ) : (
          <Badge tone={active ? 'positive' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
        )}
      </Inline>
      <Text as="span" size="sm" tone="muted">
        {event ? salesText(event) : availableText(listing)}
      </Text>
      {hidden && (
        <HiddenListingNotice
          listing={{ kind: listing.type === 'products' ? 'product' : 'event', id: listing.id, title: listing.title }}
          reason={hidden.reason}
        />
      )}
    </ListRow>
  );
}

function withStatus(page: MyListingsResponse, id: string, status: MyListing['status']): MyListingsResponse {
  return { ...page, data: page.data.map((item) => (item.id === id ? { ...item, status } : item)) };
}

/**
 * The seller's listings (/seller/dashboard/listings?type=products|tickets): each with its photo,
 * price and status, a switch that lists or hides it at once (undone if the server refuses),
 * Edit, and Delete after a confirmation. An event also shows its sales ('Sold 12 of 200'), a
 * link to check its guests in and 'Cancel event' (refunds every ticket, after a confirmation
 * with a reason); a cancelled event says so and can no longer be edited. Pages of ten.
 */
export function ListingsScreen() {
  const [search, setSearch] = useSearchParams();
  const type = listingTypeOf(search);
  const page = pageOf(search);
  const { data, error, mutate } = useMyListings(type, page);
  const [toDelete, setToDelete] = useState<MyListing | null>(null);
  const [toCancel, setToCancel] = useState<MyListing | null>(null);
  const { mutate: mutateKey } = useSWRConfig();

  function go(next: { type?: ListingType; page?: number }) {
    const params = new URLSearchParams(search);
    params.set('type', next.type ?? type);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    setSearch(params);
  }

  function toggle(listing: MyListing, on: boolean) {
    const status = on ? 'active' : 'inactive';
    void mutate(
      async (current) => {
        await setListingStatus(listing, status);
        return current && withStatus(current, listing.id, status);
      },
      {
        optimisticData: (current) => (current ? withStatus(current, listing.id, status) : (current as never)),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      },
    ).catch((failure: unknown) => {
      toast.error(`'${listing.title}' could not be ${on ? 'activated' : 'deactivated'}. ${errorMessage(failure)}`);
    });
  }

  const remove = useMutation(async (listing: MyListing) => {
    const outcome = await deleteListing(listing);
    toast.success(deletedMessage(listing.title, outcome));
    setToDelete(null);
    const remaining = (data?.data.length ?? 1) - 1;
    if (remaining === 0 && page > 1) go({ page: page - 1 });
    else await mutate();
  });

  async function confirmDelete(listing: MyListing) {
    const result = await remove.trigger(listing);
    if (!result.ok && !result.aborted) toast.error(result.error.message);
  }

  const noun = singular(type);
  let content;
  if (data && data.data.length > 0) {
    content = (
      <ListRows
        aria-label={type === 'products' ? 'Your products' : 'Your tickets'}
        page={data.page.page}
        totalPages={data.page.totalPages}
        onPageChange={(next) => go({ page: next })}
        paginationLabel="Listing pages"
      >
        {data.data.map((listing) => (
          <ListingRow key={listing.id} listing={listing} onToggle={toggle} onDelete={setToDelete} onCancelEvent={setToCancel} />
        ))}
      </ListRows>
    );
  } else if (data) {
    content = (
      <EmptyState
        icon={<PackageOpen aria-hidden="true" />}
        title={`You have no ${noun} listings yet`}
        description={type === 'products' ? 'List something you want to sell to students.' : 'List tickets for your next event.'}
      />
    );
  } else if (error) {
    content = <LoadError title="Your listings could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <ListRowsSkeleton label="Loading your listings" />;
  }

  return (
    <Stack space="5">
      <Columns collapseBelow="tablet" space="3" alignY="center">
        <Heading level={1} size="xl">
          Listings
        </Heading>
        <Column width="content">
          <LinkButton href={paths.sellerDashboard.createListing(type)} fullWidth>
            <Plus size={18} aria-hidden="true" />
            {`Create New ${noun} Listing`}
          </LinkButton>
        </Column>
      </Columns>
      <div>
        <ToggleButtonGroup
          aria-label="Listing type"
          selectedKey={type}
          onSelectionChange={(key) => go({ type: key as ListingType })}
        >
          <ToggleButton id="products">Products</ToggleButton>
          <ToggleButton id="tickets">Tickets</ToggleButton>
        </ToggleButtonGroup>
      </div>
      {content}
      <Modal
        isOpen={toDelete !== null}
        onClose={() => setToDelete(null)}
        role="alertdialog"
        title={toDelete ? `Delete '${toDelete.title}'?` : 'Delete listing?'}
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button tone="critical" isPending={remove.sending} onPress={() => toDelete && void confirmDelete(toDelete)}>
              Delete
            </Button>
          </>
        )}
      >
        <p>Buyers will no longer see it. If it already has orders, it is archived instead, so the orders keep their details.</p>
      </Modal>
      <CancelEventDialog
        listing={toCancel}
        onClose={() => setToCancel(null)}
        onCancelled={async (event) => {
          setToCancel(null);
          await Promise.all([mutateKey(['events', event.slug]), mutate()]);
        }}
      />
    </Stack>
  );
}
