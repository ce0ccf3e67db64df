import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '../../contract';
import { paths } from '../../client';
import {
  Badge,
  CardLink,
  Column,
  Columns,
  EmptyState,
  Heading,
  LinkButton,
  ListRow,
  ListRows,
  ListRowsSkeleton,
  LoadError,
  Price,
  Select,
  Stack,
  Text,
  ToggleButton,
  ToggleButtonGroup,
} from '../../ui';
import { ListingPhoto } from '../catalogue';
import { useOrders } from './api';
import {
  ALL_STATUSES,
  orderStatusBadge,
  orderStatusFilterOptions,
  pageOf,
  statusFilterOf,
  type OrderRole,
  type OrderStatusFilter,
} from './orderView';
import * as styles from './orders.css';
import { formatLongDate, formatKobo } from '../../contract';

function OrderRow({ order, role }: { order: Order; role: OrderRole }) {
  const badge = orderStatusBadge(order.status, order.delivery.method);
  const href = role === 'buyer' ? paths.dashboard.order(order.id) : paths.sellerDashboard.order(order.id);
  const otherParty = role === 'buyer' ? `Sold by ${order.seller.name}` : `Bought by ${order.buyer.name}`;
  return (
    <ListRow
      titleId={`order-${order.id}`}
      title={<CardLink href={href}>{order.product.title}</CardLink>}
      media={<ListingPhoto image={order.product.image} sizes="6rem" title={order.product.title} />}
      aside={
        <>
          <Price amount={formatKobo(order.totalKobo)} weight="bold" />
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </>
      }
    >
      <Text as="span" size="sm" tone="muted">
        {otherParty}
        {order.quantity > 1 ? ` · ${order.quantity} units` : ''}
      </Text>
      <Text as="span" size="sm" tone="muted">
        Ordered {formatLongDate(order.createdAt)}
      </Text>
    </ListRow>
  );
}

function NoOrders({ role, filtered }: { role: OrderRole; filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        icon={<PackageOpen aria-hidden="true" />}
        title="No orders with this status"
        description="Choose another status, or show all your orders."
      />
    );
  }
  return role === 'buyer' ? (
    <EmptyState
      icon={<PackageOpen aria-hidden="true" />}
      title="No orders yet"
      description="What you buy on Kampus shows here, from payment to delivery."
      action={<LinkButton href={paths.explore()}>Explore products</LinkButton>}
    />
  ) : (
    <EmptyState
      icon={<PackageOpen aria-hidden="true" />}
      title="No orders yet"
      description="When a student buys one of your products, the order shows here."
      action={<LinkButton href={paths.sellerDashboard.createListing('products')}>List a product</LinkButton>}
    />
  );
}

export interface OrdersScreenProps {
  /** The buyer's orders (/dashboard/orders) or the seller's sales (/seller/dashboard/orders). */
  role: OrderRole;
  /**
   * The buyer's ticket orders, shown instead of the products under a 'Products' / 'Tickets'
   * switch (`?type=tickets`); without it the screen lists products only.
   */
  ticketOrders?: ReactNode;
}

/** One page of the side's product orders with one status filter (asked for only while shown). */
function ProductOrders({
  role,
  status,
  page,
  go,
}: {
  role: OrderRole;
  status: OrderStatusFilter;
  page: number;
  go: (next: { page: number }) => void;
}) {
  const { data, error, mutate } = useOrders(role, status, page);
  if (data && data.data.length > 0) {
    return (
      <ListRows
        aria-label="Orders"
        count={`${data.page.total} ${data.page.total === 1 ? 'order' : 'orders'}`}
        page={page}
        totalPages={data.page.totalPages}
        onPageChange={(target) => go({ page: target })}
      >
        {data.data.map((order) => (
          <OrderRow key={order.id} order={order} role={role} />
        ))}
      </ListRows>
    );
  }
  if (data) return <NoOrders role={role} filtered={status !== ALL_STATUSES} />;
  if (error) return <LoadError title="Your orders could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <ListRowsSkeleton label="Loading your orders" />;
}

/**
 * One side's orders, newest first: each with its product, the other party, the total, the date
 * and a status badge, a filter by status (`?status=`) and pages of ten (`?page=`).
 * Given `ticketOrders` (the buyer's), a 'Products' / 'Tickets' switch shows those instead (`?type=tickets`).
 */
export function OrdersScreen({ role, ticketOrders }: OrdersScreenProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusFilterOf(search.get('status'));
  const page = pageOf(search.get('page'));
  const tickets = ticketOrders !== undefined && search.get('type') === 'tickets';

  /** Products or tickets: each starts on its first page, unfiltered. */
  function show(type: string) {
    const params = new URLSearchParams(search);
    params.delete('status');
    params.delete('page');
    if (type === 'tickets') params.set('type', 'tickets');
    else params.delete('type');
    setSearch(params);
  }

  function go(next: { status?: OrderStatusFilter; page?: number }) {
    const params = new URLSearchParams(search);
    const nextStatus = next.status ?? status;
    if (nextStatus === ALL_STATUSES) params.delete('status');
    else params.set('status', nextStatus);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    setSearch(params);
  }

  return (
    <Stack space="5">
      <Columns collapseBelow="tablet" space="3" alignY="bottom">
        <Heading level={1} size="xl">
          {role === 'buyer' ? 'My orders' : 'Orders'}
        </Heading>
        {!tickets && (
          <Column width="content">
            <div className={styles.filter}>
              <Select
                label="Status"
                items={orderStatusFilterOptions}
                selectedKey={status}
                onSelectionChange={(key) => go({ status: statusFilterOf(key === null ? null : String(key)) })}
              />
            </div>
          </Column>
        )}
      </Columns>
      {ticketOrders !== undefined && (
        <div>
          <ToggleButtonGroup
            aria-label="Order type"
            selectedKey={tickets ? 'tickets' : 'products'}
            onSelectionChange={(key) => show(String(key))}
          >
            <ToggleButton id="products">Products</ToggleButton>
            <ToggleButton id="tickets">Tickets</ToggleButton>
          </ToggleButtonGroup>
        </div>
      )}
      {tickets ? ticketOrders : <ProductOrders role={role} status={status} page={page} go={go} />}
    </Stack>
  );
}
