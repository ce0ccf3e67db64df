import { PackageOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Order } from '../../contract';
import { paths } from '../../client';
import {
  Badge,
  Card,
  CardLink,
  EmptyState,
  formatLongDate,
  LinkButton,
  LoadError,
  Pagination,
  Price,
  Select,
  Skeleton,
  SkeletonRegion,
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

function OrderRow({ order, role }: { order: Order; role: OrderRole }) {
  const badge = orderStatusBadge(order.status);
  const titleId = `order-${order.id}`;
  const href = role === 'buyer' ? paths.dashboard.order(order.id) : paths.sellerDashboard.order(order.id);
  const otherParty = role === 'buyer' ? `Sold by ${order.seller.name}` : `Bought by ${order.buyer.name}`;
  return (
    <Card as="li" padding="sm" aria-labelledby={titleId}>
      <div className={styles.row}>
        <div className={styles.thumb}>
          <ListingPhoto image={order.product.image} sizes="6rem" title={order.product.title} />
        </div>
        <div className={styles.rowText}>
          <h2 id={titleId} className={styles.rowTitle}>
            <CardLink href={href}>{order.product.title}</CardLink>
          </h2>
          <span className={styles.muted}>
            {otherParty}
            {order.quantity > 1 ? ` · ${order.quantity} units` : ''}
          </span>
          <span className={styles.muted}>Ordered {formatLongDate(order.createdAt)}</span>
        </div>
        <div className={styles.rowSide}>
          <Price amountKobo={order.totalKobo} weight="bold" />
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
      </div>
    </Card>
  );
}

function OrdersSkeleton() {
  return (
    <SkeletonRegion label="Loading your orders">
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
}

/**
 * One side's orders, newest first: each with its product, the other party, the total, the date
 * and a status badge, a filter by status (`?status=`) and pages of ten (`?page=`).
 */
export function OrdersScreen({ role }: OrdersScreenProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusFilterOf(search.get('status'));
  const page = pageOf(search.get('page'));
  const { data, error, mutate } = useOrders(role, status, page);

  function go(next: { status?: OrderStatusFilter; page?: number }) {
    const params = new URLSearchParams(search);
    const nextStatus = next.status ?? status;
    if (nextStatus === ALL_STATUSES) params.delete('status');
    else params.set('status', nextStatus);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    setSearch(params);
  }

  let content;
  if (data && data.data.length > 0) {
    content = (
      <>
        <p className={styles.muted} aria-live="polite">
          {data.page.total} {data.page.total === 1 ? 'order' : 'orders'}
        </p>
        <ul className={styles.list} aria-label="Orders">
          {data.data.map((order) => (
            <OrderRow key={order.id} order={order} role={role} />
          ))}
        </ul>
        {data.page.totalPages > 1 && (
          <Pagination totalPages={data.page.totalPages} page={page} onPageChange={(target) => go({ page: target })} />
        )}
      </>
    );
  } else if (data) {
    content = <NoOrders role={role} filtered={status !== ALL_STATUSES} />;
  } else if (error) {
    content = <LoadError title="Your orders could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <OrdersSkeleton />;
  }

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.title}>{role === 'buyer' ? 'My orders' : 'Orders'}</h1>
        <div className={styles.filter}>
          <Select
            label="Status"
            items={orderStatusFilterOptions}
            selectedKey={status}
            onSelectionChange={(key) => go({ status: statusFilterOf(key === null ? null : String(key)) })}
          />
        </div>
      </div>
      {content}
    </div>
  );
}
