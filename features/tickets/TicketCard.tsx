import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Ticket } from '../../contract';
import { Badge, Button, toast } from '../../ui';
import { codeGroups, seatText, ticketStateText } from './ticketView';
import * as styles from './tickets.css';

/** The code's QR as an SVG data URL; the QR library is downloaded only when a ticket is first shown. */
async function qrImage(code: string): Promise<string> {
  const { default: encodeQR } = await import('qr');
  return `data:image/svg+xml,${encodeURIComponent(encodeQR(code, 'svg', { ecc: 'medium', border: 2 }))}`;
}

function TicketQr({ code, label }: { code: string; label: string }) {
  const [image, setImage] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrImage(code).then((url) => {
      if (current) setImage({ code, url });
    });
    return () => {
      current = false;
    };
  }, [code]);
  if (image?.code !== code) {
    return (
      <span className={`${styles.qrPending} ${styles.muted}`} role="img" aria-label={`${label}: drawing the QR code`}>
        Drawing the QR code…
      </span>
    );
  }
  return <img className={styles.qr} src={image.url} alt={`QR code of ${label}`} />;
}

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
      <div className={styles.ticketHead}>
        <h3 id={titleId} className={styles.tierName}>
          {ticket.tierName}
        </h3>
        {seat && <span className={styles.muted}>{seat}</span>}
      </div>
      {state && <Badge tone={ticket.status === 'refunded' ? 'neutral' : 'info'}>{state}</Badge>}
      {usable && ticket.code ? (
        <>
          <TicketQr code={ticket.code} label={name} />
          <div className={styles.codeRow}>
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
          </div>
        </>
      ) : (
        <p className={styles.muted}>
          {ticket.status === 'refunded' ? 'This ticket was refunded and no longer admits anyone.' : 'The code is not available.'}
        </p>
      )}
    </li>
  );
}
