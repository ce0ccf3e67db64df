import { CalendarX2, PackageOpen, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, paths, useCurrentUser } from '../../client';
import type { ListingType, SellerProfile } from '../../contract';
import {
  Avatar,
  Badge,
  Columns,
  EmptyState,
  Inline,
  Link,
  LinkButton,
  LoadError,
  PageBlock,
  Pagination,
  RatingStars,
  Skeleton,
  SkeletonRegion,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '../../ui';
import { EventCard, ListingGrid, ListingGridSkeleton, ProductCard } from '../catalogue';
import { listingsQuery, pageCount, SELLER_LISTINGS_PAGE_SIZE, useSellerEvents, useSellerProducts, useSellerProfile } from './api';
import * as styles from './SellerProfileScreen.css';
import { formatLongDate, formatShortDate } from '../../contract';

export const SELLER_NOT_FOUND_TITLE = 'This seller could not be found';
export const NO_SELLER_REVIEWS_TEXT = 'No reviews yet.';

const sellerTypeLabels = { individual: 'Individual seller', brand: 'Brand' } as const;

function Header({ seller }: { seller: SellerProfile }) {
  // A guest is sent to log in first and comes back to the conversation.
  const { data: me } = useCurrentUser();
  return (
    <header className={styles.header}>
      <Avatar name={seller.name} photo={seller.avatar} size="xl" />
      <div className={styles.identity}>
        <h1 className={styles.name}>{seller.name}</h1>
        <div className={styles.line}>
          <Badge tone={seller.sellerType === 'brand' ? 'info' : 'neutral'}>{sellerTypeLabels[seller.sellerType]}</Badge>
          {seller.university && <span>{seller.university}</span>}
        </div>
        <div className={styles.line}>
          {seller.rating.average === null ? (
            <span className={styles.muted}>No reviews yet</span>
          ) : (
            <RatingStars value={seller.rating.average} reviewCount={seller.rating.count} />
          )}
          <span className={styles.muted}>Selling on Kampus since {formatShortDate(seller.memberSince)}</span>
        </div>
        {me?.id !== seller.id && (
          <div className={styles.line}>
            <LinkButton variant="outline" size="sm" href={`${paths.dashboard.chat('new')}?to=${seller.id}`}>
              Message seller
            </LinkButton>
          </div>
        )}
      </div>
    </header>
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
    <section className={styles.section} aria-labelledby="seller-listings">
      <Inline space="3" align="spaceBetween">
        <h2 id="seller-listings" className={styles.sectionTitle}>
          My Listings
        </h2>
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
        <div className={styles.pagination}>
          <Pagination
            totalPages={totalPages}
            page={Math.min(page, totalPages)}
            onPageChange={(next) => show({ page: next })}
            label={type === 'products' ? 'Product pages' : 'Event pages'}
          />
        </div>
      )}
    </section>
  );
}

function Reviews({ seller }: { seller: SellerProfile }) {
  return (
    <section className={styles.section} aria-labelledby="seller-reviews">
      <h2 id="seller-reviews" className={styles.sectionTitle}>
        My Reviews
      </h2>
      {seller.reviews.length === 0 ? (
        <p className={styles.muted}>{NO_SELLER_REVIEWS_TEXT}</p>
      ) : (
        <ul className={styles.reviews}>
          {seller.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <Inline space="3">
                <Avatar name={review.authorName} photo={review.authorAvatar} size="sm" />
                <span className={styles.reviewAuthor}>{review.authorName}</span>
                <RatingStars value={review.rating} size="sm" showValue={false} />
                <span className={styles.muted}>{formatLongDate(review.createdAt)}</span>
              </Inline>
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function About({ seller }: { seller: SellerProfile }) {
  // The seller looking at their own profile is shown where to write it.
  const { data: me } = useCurrentUser();
  const own = me?.id === seller.id;
  return (
    <section className={styles.section} aria-labelledby="seller-about">
      <h2 id="seller-about" className={styles.sectionTitle}>
        About Me
      </h2>
      {seller.about ? (
        <p className={styles.about}>{seller.about}</p>
      ) : (
        <p className={styles.muted}>
          {own
            ? 'You have not written anything about yourself yet.'
            : `${seller.name} has not written anything about themselves yet.`}
        </p>
      )}
      {own && (
        <span>
          <Link href={paths.dashboard.profile}>{seller.about ? 'Edit About Me' : 'Write About Me'}</Link>
        </span>
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <SkeletonRegion label="Loading the seller's profile">
      <div className={styles.header}>
        <Skeleton shape="circle" size="lg" />
        <div className={styles.identity}>
          <Skeleton />
          <Skeleton lines={2} />
        </div>
      </div>
    </SkeletonRegion>
  );
}

export interface SellerProfileScreenProps {
  /** What a seller that does not exist (or is not verified) shows: the app passes its 404 page. */
  notFound?: ReactNode;
}

/**
 * /seller/{id}: a verified seller's public profile: who they are, their rating, About Me, their
 * listings (products or events, a page at a time, kept in the address) and their latest reviews.
 */
export function SellerProfileScreen({ notFound }: SellerProfileScreenProps) {
  const { id = '' } = useParams();
  const { data: seller, error, mutate } = useSellerProfile(id);

  let content: ReactNode;
  if (seller)
    content = (
      <>
        <Header seller={seller} />
        <Listings seller={seller} />
        <Columns collapseBelow="desktop" space={{ mobile: '8', desktop: '10' }} alignY="stretch">
          <About seller={seller} />
          <Reviews seller={seller} />
        </Columns>
      </>
    );
  else if (error instanceof ApiError && error.status === 404)
    content = notFound ?? (
      <EmptyState
        icon={<UserRoundX aria-hidden="true" />}
        title={SELLER_NOT_FOUND_TITLE}
        description="The link may be mistyped, or the seller no longer sells on Kampus."
        action={<LinkButton href={paths.explore()}>Browse listings</LinkButton>}
      />
    );
  else if (error)
    content = <LoadError title="This profile could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else content = <ProfileSkeleton />;

  return (
    <PageBlock>
      <Stack space={{ mobile: '8', tablet: '10' }}>{content}</Stack>
    </PageBlock>
  );
}
