import { Copy } from 'lucide-react';
import type { Ticket } from '../../contract';
import { Badge, Button, Heading, Inline, QrCode, Text, toast } from '../../ui';
import { codeGroups, seatText, ticketStateText } from './ticketView';
import * as styles from './tickets.css';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Ticket code copied');
  } catch {
    toast.error('The code could not be copied here: select it and copy it instead.');
  }
}

export interface TicketCardProps {
  ticket: Ticket;
  /** Its place in the order, counted from 1 (names the ticket for screen readers). */
  index: number;
}

/**
 * One admitted person's ticket: its tier, 'Seat k of n' for a multi-seat tier, the QR of its
 * secret code and the code as text in groups of four (selectable, with a copy button), and
 * whether it was checked in or refunded. A refunded ticket shows no QR: it admits no one.
 */
export function TicketCard({ ticket, index }: TicketCardProps) {
  const seat = seatText(ticket);
  const state = ticketStateText(ticket);
  const titleId = `ticket-${ticket.id}`;
  const name = `ticket ${index}, ${ticket.tierName}${seat ? `, ${seat.toLowerCase()}` : ''}`;
  const usable = ticket.status !== 'refunded' && ticket.code !== null;
  return (
    <li className={usable ? styles.ticket : `${styles.ticket} ${styles.ticketVoid}`} aria-labelledby={titleId}>
      <Inline space="2" align="center">
        <Heading level={3} size="md" id={titleId}>
          {ticket.tierName}
        </Heading>
        {seat && (
          <Text as="span" size="sm" tone="muted">
            {seat}
          </Text>
        )}
      </Inline>
      {state && <Badge tone={ticket.status === 'refunded' ? 'neutral' : 'info'}>{state}</Badge>}
      {usable && ticket.code ? (
        <>
          <QrCode value={ticket.code} label={name} />
          <Inline space="2" align="center">
            <code className={styles.code}>{codeGroups(ticket.code)}</code>
            <span className={styles.noPrint}>
              <Button
                variant="transparent"
                size="sm"
                aria-label={`Copy the code of ${name}`}
                iconStart={<Copy size={16} aria-hidden="true" />}
                onPress={() => void copyCode(ticket.code ?? '')}
              >
                Copy
              </Button>
            </span>
          </Inline>
        </>
      ) : (
        <Text size="sm" tone="muted">
          {ticket.status === 'refunded' ? 'This ticket was refunded and no longer admits anyone.' : 'The code is not available.'}
        </Text>
      )}
    </li>
  );
}
