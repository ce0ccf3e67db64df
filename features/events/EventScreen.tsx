import { Ban, CalendarDays, CalendarX2, ExternalLink, ImageOff, Lightbulb, MapPin, MonitorPlay, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { paths, useCurrentUser } from '../../client';
import type { EventDetail, ListingImage, SocialLinks } from '../../contract';
import {
  Avatar,
  Badge,
  Card,
  Column,
  Columns,
  Heading,
  Inline,
  Link,
  LoadedPage,
  type Missing,
  Price,
  RichText,
  Showcase,
  ShowcaseSkeleton,
  Stack,
  Text,
  useHydrated,
} from '../../ui';
import { eventFormatLabels, useCurrentSlug } from '../catalogue';
import { ReportButton } from '../safety';
import { SaveButton } from '../saved';
import { useEvent, usePrimeEvent } from './api';
import * as styles from './EventScreen.css';
import { eventSchedule, hasEnded, isSoldOut, seatsText } from './eventRules';
import { formatKobo } from '../../contract';

export const EVENT_NOT_FOUND_TITLE = 'This event could not be found';
export const EVENT_ENDED_TEXT = 'This event has ended';
export const EVENT_CANCELLED_TEXT = 'This event was cancelled.';

/** What the page says of an event that does not exist, and where it sends the reader. */
const missingEvent: Missing = {
  icon: <CalendarX2 aria-hidden="true" />,
  title: EVENT_NOT_FOUND_TITLE,
  description: 'It may have been removed by its organiser, or the link is mistyped.',
  action: { href: paths.explore({ type: 'tickets' }), label: 'Browse events' },
};

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
    <Inline as="ul" space="2" aria-label="Event links">
      {present.map(({ name, href }) => (
        <li key={name}>
          {/* A plain anchor: the app's router would read a react-aria link's address as an in-app path. */}
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
            <ExternalLink size={14} aria-hidden="true" />
            {socialNames[name]}
          </a>
        </li>
      ))}
    </Inline>
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
      <Heading level={2} id="event-tickets" size="xl" weight="bold">
        Tickets
      </Heading>
      <Stack as="ul" space="3">
        {event.tiers.map((tier) => {
          const seats = seatsText(tier.seatsPerTicket);
          return (
            <Card key={tier.id} as="li" padding="md">
              <Stack space="1">
                <Inline space="3" align="spaceBetween" alignY="baseline">
                  <Text as="span" size="lg" weight="semibold">
                    {tier.name}
                  </Text>
                  {tier.priceKobo === 0 ? (
                    <strong>Free</strong>
                  ) : (
                    <Price amount={formatKobo(tier.priceKobo)} size="lg" weight="bold" />
                  )}
                </Inline>
                {tier.description && (
                  <Text size="sm" tone="muted">
                    {tier.description}
                  </Text>
                )}
                <Inline space="2">
                  {seats && <Badge tone="info">{seats}</Badge>}
                  {tier.remaining <= 0 ? (
                    <Badge tone="critical">Sold out</Badge>
                  ) : (
                    onSale && <Badge tone="positive">{`${tier.remaining} left`}</Badge>
                  )}
                </Inline>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const cancelled = event.cancelledAt !== null;
  const ended = hasEnded(event);
  const onSale = !cancelled && !ended;
  const soldOut = isSoldOut(event.tiers);
  const hydrated = useHydrated();
  const { data: me } = useCurrentUser();
  return (
    <>
      <Showcase
        crumbs={[
          { label: 'Home', href: paths.explore() },
          { label: 'Ticket', href: paths.explore({ type: 'tickets' }) },
          { label: event.category },
          { label: event.title },
        ]}
        media={<Banner image={event.image} />}
        mediaWidth="7/12"
        tags={
          <Inline space="2">
            <Badge tone="accent">{event.category}</Badge>
            <Badge tone="neutral">{eventFormatLabels[event.format]}</Badge>
          </Inline>
        }
        title={event.title}
        about={
          <>
            <Text tone="muted">{event.summary}</Text>
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
            <Stack as="dl" space="3">
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
            </Stack>
          </>
        }
        action={{ label: 'Get Ticket(s) Now', href: !onSale || soldOut ? undefined : paths.eventTicketPurchase(event.slug) }}
        secondaryAction={<SaveButton type="tickets" listing={event} isDisabled={!hydrated} />}
        afterAction={
          <>
            {onSale && soldOut && (
              <Text size="sm" tone="muted">
                Every ticket has been sold.
              </Text>
            )}
            <SocialRow links={event.socialLinks} />
            {me?.id !== event.seller.id && (
              <span>
                <ReportButton target={{ kind: 'event', id: event.id, label: event.title }} isDisabled={!hydrated}>
                  Report event
                </ReportButton>
              </span>
            )}
          </>
        }
        sharePath={paths.ticket(event.slug)}
      />
      <Columns collapseBelow="desktop" space={{ mobile: '8', desktop: '10' }}>
        <Column width="7/12">
          <Stack as="section" space="4" aria-labelledby="about-event">
            <Heading level={2} id="about-event" size="xl" weight="bold">
              About Event
            </Heading>
            <RichText html={event.descriptionHtml} />
            <Inline space="3">
              <Avatar name={event.seller.name} photo={event.seller.avatar} size="lg" />
              <Stack space="0.5">
                <Text as="span" size="sm" tone="muted">
                  Organised by
                </Text>
                <strong>{event.seller.name}</strong>
                <Link href={paths.sellerProfile(event.seller.id)}>View organiser profile</Link>
              </Stack>
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
  const query = useEvent(slug);
  useCurrentSlug(slug, query.data, usePrimeEvent(), paths.ticket);
  return (
    <LoadedPage
      query={query}
      notFound={notFound}
      missing={missingEvent}
      loadErrorTitle="This event could not be loaded"
      loading={<ShowcaseSkeleton label="Loading the event" mediaWidth="7/12" mediaRatio="wide" />}
    >
      {(event) => <EventView key={event.id} event={event} />}
    </LoadedPage>
  );
}
