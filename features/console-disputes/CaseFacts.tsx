/** The case's read-only parts: the money and delivery, the statements, the chat, the history and the ledger. */
import { formatDateTime, formatKobo, type AdminDisputeCase, type DisputeProposal } from '../../contract';
import { AmountList, DetailSection, Fact, FactList, Inline, Stack, Text } from '../../ui';
import { actorText, deliveryLabels, escrowCodeText, eventText, outcomeLabels } from './disputeView';
import * as styles from './disputes.css';
import { Photos } from './Photos';

function When({ at }: { at: string }) {
  return (
    <Text as="time" dateTime={at} size="sm" tone="muted">
      {formatDateTime(at)}
    </Text>
  );
}

function Person({ person }: { person: AdminDisputeCase['buyer'] }) {
  return (
    <>
      {person.name}
      <br />
      <Text as="span" size="sm" tone="muted">
        {person.email}
      </Text>
    </>
  );
}

/** The money held, how the purchase was delivered, the escrow code, and the two parties. */
export function MoneyFacts({ dispute }: { dispute: AdminDisputeCase }) {
  const opened = dispute.timeline.find((event) => event.kind === 'dispute')?.at ?? dispute.statement.at;
  return (
    <DetailSection title="Case facts">
      <FactList>
        <Fact term="In escrow">
          <Text as="span" weight="semibold" numeric>
            {formatKobo(dispute.amountInEscrowKobo)}
          </Text>
        </Fact>
        <Fact term="Paid by the buyer">{formatKobo(dispute.totalKobo)}</Fact>
        <Fact term="Fee on release">{formatKobo(dispute.releaseFeeKobo)}</Fact>
        <Fact term="Delivery">{deliveryLabels[dispute.deliveryMethod]}</Fact>
        <Fact term="Escrow code">{escrowCodeText(dispute.escrowCode)}</Fact>
        <Fact term="Disputed">{formatDateTime(opened)}</Fact>
        <Fact term="Buyer">
          <Person person={dispute.buyer} />
        </Fact>
        <Fact term={dispute.kind === 'ticket-order' ? 'Organiser' : 'Seller'}>
          <Person person={dispute.seller} />
        </Fact>
      </FactList>
    </DetailSection>
  );
}

/** The buyer's statement with their photos, and the seller's answer. */
export function Statements({ dispute }: { dispute: AdminDisputeCase }) {
  const photos = dispute.statement.photos.map((photo, index, all) => ({
    url: photo.url,
    alt: `Buyer’s photo ${index + 1} of ${all.length}`,
  }));
  return (
    <DetailSection title="Statements">
      <Stack space="4">
        <Stack space="2">
          <Inline space="2">
            <Text as="span" weight="semibold">{`Buyer: ${dispute.buyer.name}`}</Text>
            <When at={dispute.statement.at} />
          </Inline>
          <blockquote className={styles.quote}>{dispute.statement.text}</blockquote>
          <Photos photos={photos} label="Buyer’s photos" />
        </Stack>
        <Stack space="2">
          <Inline space="2">
            <Text as="span" weight="semibold">{`Seller: ${dispute.seller.name}`}</Text>
            {dispute.answer && <When at={dispute.answer.at} />}
          </Inline>
          {dispute.answer ? (
            <blockquote className={styles.quote}>{dispute.answer.text}</blockquote>
          ) : (
            <Text tone="muted">
              {dispute.kind === 'ticket-order'
                ? 'An organiser does not answer a ticket dispute.'
                : 'The seller has not answered.'}
            </Text>
          )}
        </Stack>
      </Stack>
    </DetailSection>
  );
}

/** The chat between the two about this listing, oldest first. */
export function Chat({ dispute }: { dispute: AdminDisputeCase }) {
  const name = { buyer: dispute.buyer.name, seller: dispute.seller.name };
  return (
    <DetailSection title="Chat between buyer and seller">
      {dispute.chat.length === 0 ? (
        <Text tone="muted">They did not chat about this listing.</Text>
      ) : (
        <Stack as="ol" space="2" aria-label="Chat messages">
          {dispute.chat.map((message) => (
            <li key={message.id} className={styles.message[message.from]}>
              <Stack space="1">
                <Inline space="2">
                  <Text as="span" size="sm" weight="semibold">{`${name[message.from]} (${message.from})`}</Text>
                  <When at={message.at} />
                </Inline>
                {message.text && <Text>{message.text}</Text>}
                <Photos
                  photos={message.images.map((image, index, all) => ({
                    url: image.url,
                    alt: `Image ${index + 1} of ${all.length} sent by ${name[message.from]}`,
                  }))}
                  label={`Images sent by ${name[message.from]}`}
                />
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

/** The purchase's history, oldest first: what happened, when and by whom. */
export function Timeline({ dispute }: { dispute: AdminDisputeCase }) {
  return (
    <DetailSection title="Timeline">
      <Stack as="ol" space="3" aria-label="Order timeline">
        {dispute.timeline.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            <Stack space="1">
              <Text weight="medium">{eventText(event)}</Text>
              <When at={event.at} />
              <Text size="sm" tone="muted">{`By ${actorText(event)}`}</Text>
              {event.note && <Text size="sm">{event.note}</Text>}
            </Stack>
          </li>
        ))}
      </Stack>
    </DetailSection>
  );
}

/** Who would get what under a proposal or decision. */
export function SharesList({
  shares,
  label,
}: {
  shares: Pick<DisputeProposal, 'buyerKobo' | 'sellerKobo' | 'feeKobo'>;
  label: string;
}) {
  return (
    <AmountList
      aria-label={label}
      rows={[
        { id: 'buyer', label: 'To the buyer', amount: formatKobo(shares.buyerKobo) },
        { id: 'seller', label: 'To the seller', amount: formatKobo(shares.sellerKobo) },
        { id: 'fee', label: 'Platform fee', amount: formatKobo(shares.feeKobo) },
      ]}
    />
  );
}

/** The latest proposed decision, for the one who decides. */
export function Proposal({ dispute }: { dispute: AdminDisputeCase }) {
  const { proposal } = dispute;
  return (
    <DetailSection title="Proposal">
      {proposal ? (
        <Stack space="3">
          <Text weight="semibold">{outcomeLabels[proposal.outcome]}</Text>
          <SharesList shares={proposal} label="Proposed shares" />
          <blockquote className={styles.quote}>{proposal.reason}</blockquote>
          <Text size="sm" tone="muted">
            {`Proposed by ${proposal.proposedBy.email}, ${formatDateTime(proposal.proposedAt)}`}
          </Text>
        </Stack>
      ) : (
        <Text tone="muted">No one has proposed a decision yet.</Text>
      )}
    </DetailSection>
  );
}

/** The ledger's entries for this purchase: the payment into escrow and, after the decision, how it left. */
export function Ledger({ dispute }: { dispute: AdminDisputeCase }) {
  return (
    <DetailSection title="Ledger entries">
      {dispute.ledger.length === 0 ? (
        <Text tone="muted">No ledger entries for this purchase yet.</Text>
      ) : (
        <AmountList
          aria-label="Ledger entries"
          rows={dispute.ledger.map((entry, index) => ({
            id: `${entry.transactionId}-${entry.accountId}-${index}`,
            label: (
              <Stack as="span" space="0">
                <Text as="span" weight="medium">
                  {entry.accountLabel}
                </Text>
                <Text as="span" size="sm" tone="muted">{`${entry.transactionKind} · ${formatDateTime(entry.at)}`}</Text>
              </Stack>
            ),
            amount: entry.amountKobo > 0 ? `+${formatKobo(entry.amountKobo)}` : formatKobo(entry.amountKobo),
          }))}
        />
      )}
    </DetailSection>
  );
}
