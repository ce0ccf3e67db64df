import { Ban, CalendarDays, CalendarX2, ExternalLink, ImageOff, Lightbulb, MapPin, MonitorPlay, Ticket } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, paths } from '../../client';
import type { EventDetail, ListingImage, SocialLinks } from '../../contract';
import {
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Column,
  Columns,
  EmptyState,
  Inline,
  Link,
  LinkButton,
  LoadError,
  PageBlock,
  Price,
  RichText,
  ShareLinks,
  Skeleton,
  SkeletonRegion,
  Stack,
  useHydrated,
} from '../../ui';
import { eventFormatLabels } from '../catalogue';
import { SaveButton } from '../saved';
import { useEvent, usePrimeEvent } from './api';
import * as styles from './EventScreen.css';
import { eventSchedule, hasEnded, isSoldOut, seatsText } from './eventRules';
import { formatKobo } from '../../contract';

export const EVENT_NOT_FOUND_TITLE = 'This event could not be found';
export const EVENT_ENDED_TEXT = 'This event has ended';
export const EVENT_CANCELLED_TEXT = 'This event was cancelled.';

function Banner({ image }: { image: ListingImage | null }) {
  if (!image) {
    return (
      <div className={styles.banner} role="img" aria-label="No banner">
        <span className={styles.bannerEmpty} aria-hidden="true">
          <ImageOff size={32} />
        </span>
      </div>
    );
  }
  const srcSet = [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return (
    <div className={styles.banner}>
      <img
        className={styles.bannerImage}
        src={image.url}
        srcSet={srcSet || undefined}
        sizes={srcSet ? styles.BANNER_SIZES : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
      />
    </div>
  );
}

const socialNames: Record<keyof SocialLinks, string> = {
  instagram: 'Instagram',
  twitter: 'Twitter',
  telegram: 'Telegram',
  website: 'Website',
};

function SocialRow({ links }: { links: SocialLinks }) {
  const present = (Object.keys(socialNames) as (keyof SocialLinks)[]).flatMap((name) => {
    const href = links[name];
    // Only https links are shown: the server accepts no other, and a page never links to a script.
    return href && href.startsWith('https://') ? [{ name, href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <ul className={styles.socials} aria-label="Event links">
      {present.map(({ name, href }) => (
        <li key={name}>
          {/* A plain anchor: the app's router would read a react-aria link's address as an in-app path. */}
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
            <ExternalLink size={14} aria-hidden="true" />
            {socialNames[name]}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, name, children }: { icon: ReactNode; name: string; children: ReactNode }) {
  return (
    <Stack space="0.5">
      <dt className={styles.factName}>
        <span className={styles.factIcon}>{icon}</span>
        {name}
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </Stack>
  );
}

/** The tiers, each with what is left while the event is on sale ('12 left'), or 'Sold out'. */
function TicketTiers({ event, onSale }: { event: EventDetail; onSale: boolean }) {
  return (
    <Stack as="section" space="4" aria-labelledby="event-tickets">
      <h2 id="event-tickets" className={styles.sectionTitle}>
        Tickets
      </h2>
      <ul className={styles.tiers}>
        {event.tiers.map((tier) => {
          const seats = seatsText(tier.seatsPerTicket);
          return (
            <li key={tier.id} className={styles.tier}>
              <Inline space="3" align="spaceBetween" alignY="baseline">
                <span className={styles.tierName}>{tier.name}</span>
                {tier.priceKobo === 0 ? (
                  <strong>Free</strong>
                ) : (
                  <Price amount={formatKobo(tier.priceKobo)} size="lg" weight="bold" />
                )}
              </Inline>
              {tier.description && <p className={styles.muted}>{tier.description}</p>}
              <Inline space="2">
                {seats && <Badge tone="info">{seats}</Badge>}
                {tier.remaining <= 0 ? (
                  <Badge tone="critical">Sold out</Badge>
                ) : (
                  onSale && <Badge tone="positive">{`${tier.remaining} left`}</Badge>
                )}
              </Inline>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const cancelled = event.cancelledAt !== null;
  const ended = hasEnded(event);
  const onSale = !cancelled && !ended;
  const soldOut = isSoldOut(event.tiers);
  const crumbs = [
    { label: 'Home', href: paths.explore() },
    { label: 'Ticket', href: paths.explore({ type: 'tickets' }) },
    { label: event.category },
    { label: event.title },
  ];
  const hydrated = useHydrated();
  // A page rendered on the server does not know its origin: the full address once hydrated.
  const origin = hydrated ? window.location.origin : '';
  const shareUrl = `${origin}${paths.ticket(event.slug)}`;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '10' }}>
        <Column width="7/12">
          <Banner image={event.image} />
        </Column>
        <Column width="5/12">
          <Stack space="4">
            <div className={styles.tags}>
              <Badge tone="accent">{event.category}</Badge>
              <Badge tone="neutral">{eventFormatLabels[event.format]}</Badge>
            </div>
            <h1 className={styles.title}>{event.title}</h1>
            <p className={styles.summary}>{event.summary}</p>
            {cancelled && (
              <p className={styles.ended}>
                <Ban size={18} aria-hidden="true" />
                {EVENT_CANCELLED_TEXT}
              </p>
            )}
            {ended && !cancelled && (
              <p className={styles.ended}>
                <CalendarX2 size={18} aria-hidden="true" />
                {EVENT_ENDED_TEXT}
              </p>
            )}
            <dl className={styles.facts}>
              <Fact icon={<CalendarDays size={16} aria-hidden="true" />} name="Date and time">
                <time dateTime={event.startsAt}>{eventSchedule(event)}</time>
              </Fact>
              <Fact
                icon={
                  event.format === 'physical' ? (
                    <MapPin size={16} aria-hidden="true" />
                  ) : (
                    <MonitorPlay size={16} aria-hidden="true" />
                  )
                }
                name={eventFormatLabels[event.format]}
              >
                {event.venue}
              </Fact>
              {event.locationTips && (
                <Fact icon={<Lightbulb size={16} aria-hidden="true" />} name="Location tips">
                  {event.locationTips}
                </Fact>
              )}
              <Fact icon={<Ticket size={16} aria-hidden="true" />} name="Tickets">
                {event.priceFromKobo === 0 ? (
                  'Free'
                ) : (
                  <>
                    From <Price amount={formatKobo(event.priceFromKobo)} weight="bold" />
                  </>
                )}
              </Fact>
            </dl>
            <hr className={styles.divider} />
            <Columns collapseBelow="tablet" space="3" alignY="stretch">
              <Column width="2/3">
                {!onSale || soldOut ? (
                  <Button size="lg" fullWidth isDisabled>
                    Get Ticket(s) Now
                  </Button>
                ) : (
                  <LinkButton size="lg" fullWidth href={paths.eventTicketPurchase(event.slug)}>
                    Get Ticket(s) Now
                  </LinkButton>
                )}
              </Column>
              <Column width="1/3">
                <SaveButton type="tickets" listing={event} isDisabled={!hydrated} />
              </Column>
            </Columns>
            {onSale && soldOut && <p className={styles.muted}>Every ticket has been sold.</p>}
            <SocialRow links={event.socialLinks} />
            <ShareLinks url={shareUrl} title={event.title} />
          </Stack>
        </Column>
      </Columns>
      <Columns collapseBelow="desktop" space={{ mobile: '8', desktop: '10' }}>
        <Column width="7/12">
          <Stack as="section" space="4" aria-labelledby="about-event">
            <h2 id="about-event" className={styles.sectionTitle}>
              About Event
            </h2>
            <RichText html={event.descriptionHtml} />
            <Inline space="3">
              <Avatar name={event.seller.name} photo={event.seller.avatar} size="lg" />
              <div className={styles.organiserText}>
                <span className={styles.muted}>Organised by</span>
                <strong>{event.seller.name}</strong>
                <Link href={paths.sellerProfile(event.seller.id)}>View organiser profile</Link>
              </div>
            </Inline>
          </Stack>
        </Column>
        <Column width="5/12">
          <TicketTiers event={event} onSale={onSale} />
        </Column>
      </Columns>
    </>
  );
}

function EventSkeleton() {
  return (
    <SkeletonRegion label="Loading the event">
      <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '10' }}>
        <Column width="7/12">
          <Skeleton shape="rect" aspectRatio="wide" />
        </Column>
        <Column width="5/12">
          <Stack space="4">
            <Skeleton />
            <Skeleton lines={2} />
            <Skeleton lines={4} />
          </Stack>
        </Column>
      </Columns>
    </SkeletonRegion>
  );
}

export interface EventScreenProps {
  /** What an event that does not exist shows: the app passes its 404 page. */
  notFound?: ReactNode;
}

/**
 * /ticket/{slug}: the event's banner, what, when and where, its links, the ticket tiers (read
 * only: they are chosen on the purchase page, each saying what is left), sharing, 'Get
 * Ticket(s) Now' and Save (to the buyer's saved items). An ended or cancelled event says so and cannot be bought. An old slug is replaced in the address by the current one.
 */
export function EventScreen({ notFound }: EventScreenProps) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: event, error, mutate } = useEvent(slug);
  const prime = usePrimeEvent();

  const currentSlug = event?.slug;
  useEffect(() => {
    if (!event || currentSlug === undefined || currentSlug === slug) return;
    prime(event);
    void navigate(`${paths.ticket(currentSlug)}${location.search}${location.hash}`, { replace: true });
  }, [event, currentSlug, slug, prime, navigate, location.search, location.hash]);

  let content;
  if (event) content = <EventView key={event.id} event={event} />;
  else if (error instanceof ApiError && error.status === 404)
    content = notFound ?? (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" />}
        title={EVENT_NOT_FOUND_TITLE}
        description="It may have been removed by its organiser, or the link is mistyped."
        action={<LinkButton href={paths.explore({ type: 'tickets' })}>Browse events</LinkButton>}
      />
    );
  else if (error)
    content = <LoadError title="This event could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else content = <EventSkeleton />;

  return (
    <PageBlock>
      <Stack space={{ mobile: '8', tablet: '10' }}>{content}</Stack>
    </PageBlock>
  );
}
