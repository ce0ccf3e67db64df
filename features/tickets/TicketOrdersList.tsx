import { Ticket as TicketIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { paths } from '../../client';
import type { TicketOrder } from '../../contract';
import { Badge, Card, CardLink, EmptyState, LinkButton, LoadError, Pagination, Skeleton, SkeletonRegion } from '../../ui';
import { ListingPhoto } from '../catalogue';
import { useTicketOrders } from './api';
import { amountText, pageOf, ticketOrderBadge, tiersText } from './ticketView';
import * as styles from './tickets.css';
import { formatLongDate } from '../../contract';

function TicketOrderRow({ order }: { order: TicketOrder }) {
  const badge = ticketOrderBadge(order.status);
  const titleId = `ticket-order-${order.id}`;
  return (
    <Card as="li" padding="sm" aria-labelledby={titleId}>
      <div className={styles.row}>
        <div className={styles.thumb}>
          <ListingPhoto image={order.event.image} sizes="6rem" title={order.event.title} />
        </div>
        <div className={styles.rowText}>
          <h2 id={titleId} className={styles.rowTitle}>
            <CardLink href={paths.dashboard.ticketOrder(order.id)}>{order.event.title}</CardLink>
          </h2>
          <span className={styles.muted}>{tiersText(order)}</span>
          <span className={styles.muted}>Event on {formatLongDate(order.event.startsAt)}</span>
        </div>
        <div className={styles.rowSide}>
          <strong>{amountText(order.totalKobo)}</strong>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
      </div>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <SkeletonRegion label="Loading your tickets">
      <div className={styles.list}>
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} padding="sm">
            <div className={styles.row}>
              <Skeleton shape="rect" />
              <Skeleton lines={3} />
            </div>
          </Card>
        ))}
      </div>
    </SkeletonRegion>
  );
}

/**
 * The buyer's ticket orders, newest first (shown under 'Tickets' on /dashboard/orders): each
 * with its event, date, tiers, total and a status badge, linking to its tickets; pages of ten (`?page=`).
 */
export function TicketOrdersList() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const { data, error, mutate } = useTicketOrders(page);

  function go(target: number) {
    const params = new URLSearchParams(search);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    setSearch(params);
  }

  if (data && data.data.length > 0) {
    return (
      <>
        <p className={styles.muted} aria-live="polite">
          {data.page.total} {data.page.total === 1 ? 'ticket order' : 'ticket orders'}
        </p>
        <ul className={styles.list} aria-label="Ticket orders">
          {data.data.map((order) => (
            <TicketOrderRow key={order.id} order={order} />
          ))}
        </ul>
        {data.page.totalPages > 1 && <Pagination totalPages={data.page.totalPages} page={page} onPageChange={go} />}
      </>
    );
  }
  if (data) {
    return (
      <EmptyState
        icon={<TicketIcon aria-hidden="true" />}
        title="No tickets yet"
        description="Tickets you get for campus events show here, with their QR codes."
        action={<LinkButton href={paths.explore({ type: 'tickets' })}>Find events</LinkButton>}
      />
    );
  }
  if (error) {
    return <LoadError title="Your tickets could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  }
  return <ListSkeleton />;
}
