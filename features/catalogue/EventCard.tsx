import { CalendarDays, Clock, MapPin, MonitorPlay } from 'lucide-react';
import type { EventCard as EventCardData } from '../../contract';
import { paths } from '../../client';
import { Badge, Card, CardLink, visuallyHidden } from '../../ui';
import * as styles from './cards.css';
import { eventFormatLabels, eventPriceText, eventWhen } from './eventText';
import { ListingPhoto, type PhotoLoading } from './ListingPhoto';
import { photoSizes, useListingView, type ListingView } from './listingView';

export interface EventCardProps {
  event: EventCardData;
  /** Grid card or list row; inside a ListingGrid, its view. */
  view?: ListingView;
  /** The title's heading level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for cards in the first screenful. Default `lazy`. */
  imageLoading?: PhotoLoading;
}

/**
 * An event as explore and a seller's profile show it: banner, title, category, date, time,
 * format, venue and the cheapest ticket ('Free' or 'From ₦…'). The title is the card's one link,
 * to the event's ticket page, and covers the whole card.
 */
export function EventCard({ event, view: explicitView, headingLevel = 3, imageLoading }: EventCardProps) {
  const view = useListingView(explicitView);
  const Heading = `h${headingLevel}` as const;
  const { date, time } = eventWhen(event);
  const photo = <ListingPhoto image={event.image} sizes={photoSizes(view)} loading={imageLoading} title={event.title} />;
  const text = (
    <div className={styles.body}>
      <div className={styles.tags}>
        <Badge tone="accent">{event.category}</Badge>
        <Badge tone="neutral" icon={event.format === 'physical' ? undefined : <MonitorPlay aria-hidden="true" size={12} />}>
          {eventFormatLabels[event.format]}
        </Badge>
      </div>
      <Heading className={styles.title}>
        <CardLink href={paths.ticket(event.slug)}>{event.title}</CardLink>
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt className={visuallyHidden}>Date</dt>
          <dd className={styles.fact}>
            <CalendarDays aria-hidden="true" />
            <time className={styles.factText} dateTime={event.startsAt}>
              {date}
            </time>
          </dd>
        </div>
        <div>
          <dt className={visuallyHidden}>Time</dt>
          <dd className={styles.fact}>
            <Clock aria-hidden="true" />
            <span className={styles.factText}>{time}</span>
          </dd>
        </div>
        <div>
          <dt className={visuallyHidden}>Venue</dt>
          <dd className={styles.fact}>
            <MapPin aria-hidden="true" />
            <span className={styles.factText}>{event.venue}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.footerRow}>
        <span className={styles.eventPrice}>{eventPriceText(event.priceFromKobo)}</span>
      </div>
    </div>
  );

  if (view === 'list') {
    return (
      <Card as="article" padding="sm" aria-label={event.title}>
        <div className={styles.listRow}>
          <div className={styles.listMedia}>{photo}</div>
          {text}
        </div>
      </Card>
    );
  }
  return (
    <Card as="article" padding="sm" media={photo} aria-label={event.title}>
      {text}
    </Card>
  );
}
