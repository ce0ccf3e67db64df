import { eventSchedule, type TicketOrderDetail } from '../../contract';
import { AmountList, DetailSection, Fact, FactList, Link } from '../../ui';
import { paths } from '../../client';
import { ListingMediaItem } from '../catalogue';
import { amountText, dateTime } from './ticketView';

/** Beside a ticket order: its event and organiser, what was bought and paid, and who the tickets are for. */
export function TicketOrderFacts({ order }: { order: TicketOrderDetail }) {
  const { contact } = order;
  return (
    <>
      <DetailSection title="Event">
        <ListingMediaItem type="tickets" listing={order.event} details={[eventSchedule(order.event), order.event.venue]} />
        <FactList>
          <Fact term="Organiser">
            <Link href={paths.sellerProfile(order.organiser.id)}>{order.organiser.name}</Link>
          </Fact>
        </FactList>
      </DetailSection>
      <DetailSection title="Order">
        <AmountList
          aria-label="Tickets bought"
          rows={[
            ...order.lines.map((line) => ({
              id: line.tierId,
              label: `${line.tierName} × ${line.quantity}${line.seatsPerTicket > 1 ? ` (admits ${line.seatsPerTicket * line.quantity})` : ''}`,
              amount: amountText(line.subtotalKobo),
            })),
            { id: 'total', label: 'Total', amount: amountText(order.totalKobo), total: true },
          ]}
        />
        <FactList>
          <Fact term="Admits">
            {order.admits} {order.admits === 1 ? 'person' : 'people'}
          </Fact>
          <Fact term="Ordered">{dateTime(order.createdAt)}</Fact>
          {order.paidAt && order.totalKobo > 0 && <Fact term="Paid">{dateTime(order.paidAt)}</Fact>}
          {order.paymentReference && <Fact term="Reference">{order.paymentReference}</Fact>}
        </FactList>
      </DetailSection>
      <DetailSection title="Contact details">
        <FactList>
          <Fact term="Name">
            {contact.firstname} {contact.lastname}
          </Fact>
          <Fact term="Email">{contact.email}</Fact>
          <Fact term="Phone">{contact.phone}</Fact>
          <Fact term="University">{contact.university ?? 'Not given'}</Fact>
          <Fact term="Address">{contact.address}</Fact>
          <Fact term="Closest landmark">{contact.landmark}</Fact>
        </FactList>
      </DetailSection>
    </>
  );
}
