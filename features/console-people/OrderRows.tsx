import { formatDateTime, formatKobo, type AdminPersonOrder } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, Inline, Link, Stack, Text } from '../../ui';
import { orderKindLabels, sideOf, statusText } from './personView';
import * as styles from './people.css';

function Party({ role, party, current }: { role: string; party: AdminPersonOrder['buyer']; current?: string }) {
  return (
    <Text as="span" size="sm">
      {`${role}: `}
      {party.id === current ? party.name : <Link href={consolePaths.person(party.id)}>{party.name}</Link>}
    </Text>
  );
}

/**
 * Product and ticket orders, newest first: what, how much, where it stands, the payment
 * reference, and both parties (links to their pages). On a person's page, `personId` says which
 * side they are on.
 */
export function OrderRows({ orders, label, personId }: { orders: AdminPersonOrder[]; label: string; personId?: string }) {
  return (
    <ul className={styles.rows} aria-label={label}>
      {orders.map((order) => (
        <li key={`${order.kind}-${order.id}`} className={styles.row}>
          <Stack space="1">
            <Inline space="2">
              <Text as="span" weight="semibold">
                {order.title}
              </Text>
              <Badge>{orderKindLabels[order.kind]}</Badge>
              <Badge tone={order.status === 'disputed' ? 'warning' : 'neutral'}>{statusText(order.status)}</Badge>
              {personId && <Badge tone="info">{`As ${sideOf(order, personId).toLowerCase()}`}</Badge>}
            </Inline>
            <Inline space="4">
              <Text as="span" weight="semibold" numeric>
                {formatKobo(order.totalKobo)}
              </Text>
              <Text as="time" size="sm" tone="muted" dateTime={order.createdAt}>
                {formatDateTime(order.createdAt)}
              </Text>
            </Inline>
            <Inline space="4">
              <Party role="Buyer" party={order.buyer} current={personId} />
              <Party role={order.kind === 'ticket-order' ? 'Organiser' : 'Seller'} party={order.seller} current={personId} />
            </Inline>
            <span className={styles.code}>
              <Text as="span" size="sm" tone="muted">
                {`Order ${order.id}${order.paymentReference ? ` · reference ${order.paymentReference}` : ''}`}
              </Text>
            </span>
          </Stack>
        </li>
      ))}
    </ul>
  );
}
