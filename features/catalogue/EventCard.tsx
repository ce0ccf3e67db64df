import { CalendarDays, Clock, MapPin, MonitorPlay } from 'lucide-react';
import type { EventCard as EventCardData } from '../../contract';
import { paths } from '../../client';
import { Badge, Inline, Stack, Text, visuallyHidden } from '../../ui';
import * as styles from './cards.css';
import { eventFormatLabels, eventPriceText, eventWhen } from './eventText';
import { ListingCard, type ListingCardOptions } from './ListingCard';

export interface EventCardProps extends ListingCardOptions {
  event: EventCardData;
}

/**
 * An event as explore and a seller's profile show it: banner, title, category, date, time,
 * format, venue and the cheapest ticket ('Free' or 'From ₦…'). The title is the card's one link,
 * to the event's ticket page, and covers the whole card.
 */
export function EventCard({ event, ...options }: EventCardProps) {
  const { date, time } = eventWhen(event);
  return (
    <ListingCard
      {...options}
      title={event.title}
      href={paths.ticket(event.slug)}
      image={event.image}
      above={
        <Inline space="1">
          <Badge tone="accent">{event.category}</Badge>
          <Badge tone="neutral" icon={event.format === 'physical' ? undefined : <MonitorPlay aria-hidden="true" size={12} />}>
            {eventFormatLabels[event.format]}
          </Badge>
        </Inline>
      }
      footer={
        <Text as="span" weight="bold" tone="neutral">
          {eventPriceText(event.priceFromKobo)}
        </Text>
      }
    >
      <Stack as="dl" space="1">
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
      </Stack>
    </ListingCard>
  );
}
