import { CalendarX2, PackageOpen, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, useCurrentUser } from '../../client';
import type { ListingType, SellerProfile } from '../../contract';
import {
  Avatar,
  Badge,
  Columns,
  EmptyState,
  Heading,
  Inline,
  Link,
  LinkButton,
  LoadedPage,
  type Missing,
  LoadError,
  PageTitle,
  Pagination,
  RatingStars,
  ReviewList,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  ToggleButton,
  ToggleButtonGroup,
  TrustFigures,
} from '../../ui';
import { EventCard, ListingGrid, ListingGridSkeleton, ProductCard } from '../catalogue';
import { BlockButton, ReportButton } from '../safety';
import { listingsQuery, pageCount, SELLER_LISTINGS_PAGE_SIZE, useSellerEvents, useSellerProducts, useSellerProfile } from './api';
import * as styles from './SellerProfileScreen.css';
import { formatLongDate, formatShortDate } from '../../contract';

export const SELLER_NOT_FOUND_TITLE = 'This seller could not be found';
export const NO_SELLER_REVIEWS_TEXT = 'No reviews yet.';

/** What the page says of a seller that does not exist, and where it sends the reader. */
const missingSeller: Missing = {
  icon: <UserRoundX aria-hidden="true" />,
  title: SELLER_NOT_FOUND_TITLE,
  description: 'The link may be mistyped, or the seller no longer sells on Kampus.',
  action: { href: paths.explore(), label: 'Browse listings' },
};

const sellerTypeLabels = { individual: 'Individual seller', brand: 'Brand' } as const;

function Header({ seller }: { seller: SellerProfile }) {
  // A guest is sent to log in first and comes back to the conversation.
  const { data: me } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <Avatar name={seller.name} photo={seller.avatar} size="xl" />
      <Stack space="2">
        <PageTitle>{seller.name}</PageTitle>
        <Inline space="2">
          <Badge tone={seller.sellerType === 'brand' ? 'info' : 'neutral'}>{sellerTypeLabels[seller.sellerType]}</Badge>
          {seller.university && <span>{seller.university}</span>}
        </Inline>
        <Inline space="2">
          {seller.rating.average === null ? (
            <Text as="span" size="sm" tone="muted">
              No reviews yet
            </Text>
          ) : (
            <RatingStars value={seller.rating.average} reviewCount={seller.rating.count} />
          )}
          <Text as="span" size="sm" tone="muted">
            Selling on Kampus since {formatShortDate(seller.memberSince)}
          </Text>
        </Inline>
        {me?.id !== seller.id && (
          <Inline space="2">
            <LinkButton variant="outline" size="sm" href={`${paths.dashboard.chat('new')}?to=${seller.id}`}>
              Message seller
            </LinkButton>
            <ReportButton target={{ kind: 'person', id: seller.id, label: seller.name }} />
            {/* Their profile and listings are hidden from the blocker from now on: back to browsing. */}
            <BlockButton person={seller} onBlocked={() => void navigate(paths.explore())} />
          </Inline>
        )}
      </Stack>
    </header>
  );
}

/** What the seller's orders and chats say of them, before a buyer pays (docs/trust-and-safety.md). */
function TrackRecord({ seller }: { seller: SellerProfile }) {
  return (
    <Stack as="section" space="4" aria-labelledby="seller-track-record">
      <Heading level={2} id="seller-track-record" size="xl" weight="bold">
        Track record
      </Heading>
      <TrustFigures
        {...seller.trust}
        memberSince={formatShortDate(seller.trust.memberSince)}
        aria-labelledby="seller-track-record"
      />
    </Stack>
  );
}

function Listings({ seller }: { seller: SellerProfile }) {
  const [search, setSearch] = useSearchParams();
  const { type, page } = listingsQuery(search);
  const total = type === 'products' ? seller.productCount : seller.eventCount;
  const totalPages = pageCount(total);
  const products = useSellerProducts(seller.id, page, type === 'products' && total > 0);
  const events = useSellerEvents(seller.id, page, type === 'tickets' && total > 0);
  const current = type === 'products' ? products : events;

  function show(next: { type?: ListingType; page?: number }) {
    const query = new URLSearchParams(search);
    query.set('type', next.type ?? type);
    // Another type starts at its first page.
    const nextPage = next.type ? 1 : (next.page ?? page);
    if (nextPage > 1) query.set('page', String(nextPage));
    else query.delete('page');
    setSearch(query, { replace: next.type !== undefined, preventScrollReset: true });
  }

  let content: ReactNode;
  if (total === 0)
    content =
      type === 'products' ? (
        <EmptyState size="sm" headingLevel={3} icon={<PackageOpen aria-hidden="true" />} title="No products listed yet" />
      ) : (
        <EmptyState size="sm" headingLevel={3} icon={<CalendarX2 aria-hidden="true" />} title="No upcoming events" />
      );
  else if (current.error)
    content = (
      <LoadError
        headingLevel={3}
        title={type === 'products' ? 'Products could not be loaded' : 'Events could not be loaded'}
        message={current.error.message}
        onRetry={() => void current.mutate()}
      />
    );
  else if (type === 'products' && products.data)
    content = (
      <ListingGrid aria-label="Products">
        {products.data.map((card) => (
          <ProductCard key={card.id} product={card} />
        ))}
      </ListingGrid>
    );
  else if (type === 'tickets' && events.data)
    content = (
      <ListingGrid aria-label="Events">
        {events.data.map((card) => (
          <EventCard key={card.id} event={card} />
        ))}
      </ListingGrid>
    );
  else
    content = (
      <ListingGridSkeleton
        label={type === 'products' ? 'Loading products' : 'Loading events'}
        count={Math.min(SELLER_LISTINGS_PAGE_SIZE, total)}
      />
    );

  return (
    <Stack as="section" space="4" aria-labelledby="seller-listings">
      <Inline space="3" align="spaceBetween">
        <Heading level={2} id="seller-listings" size="xl" weight="bold">
          My Listings
        </Heading>
        <ToggleButtonGroup
          aria-label="Listing type"
          selectedKey={type}
          onSelectionChange={(key) => show({ type: key as ListingType })}
        >
          <ToggleButton id="products">Products ({seller.productCount})</ToggleButton>
          <ToggleButton id="tickets">Events ({seller.eventCount})</ToggleButton>
        </ToggleButtonGroup>
      </Inline>
      {content}
      {totalPages > 1 && (
        <Inline align="center">
          <Pagination
            totalPages={totalPages}
            page={Math.min(page, totalPages)}
            onPageChange={(next) => show({ page: next })}
            label={type === 'products' ? 'Product pages' : 'Event pages'}
          />
        </Inline>
      )}
    </Stack>
  );
}

function Reviews({ seller }: { seller: SellerProfile }) {
  return (
    <Stack as="section" space="4" aria-labelledby="seller-reviews">
      <Heading level={2} id="seller-reviews" size="xl" weight="bold">
        My Reviews
      </Heading>
      {seller.reviews.length === 0 ? (
        <Text size="sm" tone="muted">
          {NO_SELLER_REVIEWS_TEXT}
        </Text>
      ) : (
        <ReviewList reviews={seller.reviews.map((review) => ({ ...review, date: formatLongDate(review.createdAt) }))} />
      )}
    </Stack>
  );
}

function About({ seller }: { seller: SellerProfile }) {
  // The seller looking at their own profile is shown where to write it.
  const { data: me } = useCurrentUser();
  const own = me?.id === seller.id;
  return (
    <Stack as="section" space="4" aria-labelledby="seller-about">
      <Heading level={2} id="seller-about" size="xl" weight="bold">
        About Me
      </Heading>
      {seller.about ? (
        <p className={styles.about}>{seller.about}</p>
      ) : (
        <Text size="sm" tone="muted">
          {own
            ? 'You have not written anything about yourself yet.'
            : `${seller.name} has not written anything about themselves yet.`}
        </Text>
      )}
      {own && (
        <span>
          <Link href={paths.dashboard.profile}>{seller.about ? 'Edit About Me' : 'Write About Me'}</Link>
        </span>
      )}
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <SkeletonRegion label="Loading the seller's profile">
      <div className={styles.header}>
        <Skeleton shape="circle" size="lg" />
        <Stack space="2">
          <Skeleton />
          <Skeleton lines={2} />
        </Stack>
      </div>
    </SkeletonRegion>
  );
}

export interface SellerProfileScreenProps {
  /** What a seller that does not exist (or is not verified) shows: the app passes its 404 page. */
  notFound?: ReactNode;
}

/**
 * /seller/{id}: a verified seller's public profile: who they are, their rating, their track record
 * (trust figures), About Me, their
 * listings (products or events, a page at a time, kept in the address) and their latest reviews.
 */
export function SellerProfileScreen({ notFound }: SellerProfileScreenProps) {
  const { id = '' } = useParams();
  const query = useSellerProfile(id);

  return (
    <LoadedPage
      query={query}
      notFound={notFound}
      missing={missingSeller}
      loadErrorTitle="This profile could not be loaded"
      loading={<ProfileSkeleton />}
    >
      {(seller) => (
        <>
          <Header seller={seller} />
          <TrackRecord seller={seller} />
          <Listings seller={seller} />
          <Columns collapseBelow="desktop" space={{ mobile: '8', desktop: '10' }} alignY="stretch">
            <About seller={seller} />
            <Reviews seller={seller} />
          </Columns>
        </>
      )}
    </LoadedPage>
  );
}
