import { Ticket as TicketIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { paths } from '../../client';
import type { TicketOrder } from '../../contract';
import { Badge, CardLink, EmptyState, LinkButton, ListRow, ListRows, ListRowsSkeleton, LoadError, Text } from '../../ui';
import { ListingPhoto } from '../catalogue';
import { useTicketOrders } from './api';
import { amountText, pageOf, ticketOrderBadge, tiersText } from './ticketView';
import { formatLongDate } from '../../contract';

function TicketOrderRow({ order }: { order: TicketOrder }) {
  const badge = ticketOrderBadge(order.status);
  return (
    <ListRow
      titleId={`ticket-order-${order.id}`}
      title={<CardLink href={paths.dashboard.ticketOrder(order.id)}>{order.event.title}</CardLink>}
      media={<ListingPhoto image={order.event.image} sizes="6rem" title={order.event.title} />}
      aside={
        <>
          <strong>{amountText(order.totalKobo)}</strong>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </>
      }
    >
      <Text as="span" size="sm" tone="muted">
        {tiersText(order)}
      </Text>
      <Text as="span" size="sm" tone="muted">
        Event on {formatLongDate(order.event.startsAt)}
      </Text>
    </ListRow>
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
      <ListRows
        aria-label="Ticket orders"
        count={`${data.page.total} ${data.page.total === 1 ? 'ticket order' : 'ticket orders'}`}
        page={page}
        totalPages={data.page.totalPages}
        onPageChange={go}
      >
        {data.data.map((order) => (
          <TicketOrderRow key={order.id} order={order} />
        ))}
      </ListRows>
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
  return <ListRowsSkeleton label="Loading your tickets" />;
}
