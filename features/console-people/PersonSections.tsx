/** The parts of a person's page: their account, KYC, listings, orders, wallet and sessions. */
import { useState } from 'react';
import { formatDateTime, formatKobo, formatLongDate, type AdminListing, type AdminPerson } from '../../contract';
import { Badge, Button, DetailSection, Fact, FactList, Inline, Stack, Text } from '../../ui';
import { useStaffMay } from '../console';
import { MonthPicker, monthLabel } from '../wallet';
import { useListingAction, usePersonAction } from './api';
import { OrderRows } from './OrderRows';
import { kycLabels, kycTones, listingBadge, listingKindLabels, roleLabels, statusText } from './personView';
import { ModerationDialog } from './ModerationDialog';
import * as styles from './people.css';

type Person = AdminPerson['person'];

export function AccountFacts({ person }: { person: Person }) {
  return (
    <DetailSection title="Account">
      <FactList>
        <Fact term="E-mail">{person.email}</Fact>
        <Fact term="Phone">{person.phone ?? 'Not given'}</Fact>
        <Fact term="University">{person.university ?? 'Not given'}</Fact>
        <Fact term="Role">{roleLabels[person.role] ?? person.role}</Fact>
        <Fact term="Joined">{formatLongDate(person.createdAt)}</Fact>
        <Fact term="E-mail verified">{person.emailVerifiedAt ? formatDateTime(person.emailVerifiedAt) : 'Not yet'}</Fact>
      </FactList>
    </DetailSection>
  );
}

export function KycHistory({ kyc }: { kyc: AdminPerson['kyc'] }) {
  return (
    <DetailSection title="KYC">
      {kyc.length === 0 ? (
        <Text tone="muted">No KYC submitted.</Text>
      ) : (
        <ol className={styles.rows} aria-label="KYC submissions, newest first">
          {kyc.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <Stack space="1">
                <Inline space="2">
                  <Badge tone={kycTones[entry.status as keyof typeof kycTones] ?? 'neutral'}>
                    {kycLabels[entry.status as keyof typeof kycLabels] ?? entry.status}
                  </Badge>
                  <Text as="span" size="sm">
                    {entry.accountType === 'brand' ? `Brand: ${entry.brandName ?? ''}` : 'Individual'}
                  </Text>
                </Inline>
                <Text size="sm" tone="muted">
                  {`Submitted ${formatDateTime(entry.createdAt)}${entry.reviewedAt ? `, reviewed ${formatDateTime(entry.reviewedAt)}` : ''}`}
                </Text>
                {entry.rejectionReason && <Text size="sm">{`Rejected: ${entry.rejectionReason}`}</Text>}
              </Stack>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

function ListingRow({ listing, personId }: { listing: AdminListing; personId: string }) {
  const mayHide = useStaffMay('listings.hide') && listing.status !== 'archived';
  const act = useListingAction(personId);
  const [open, setOpen] = useState(false);
  const badge = listingBadge(listing);
  const action = listing.hidden ? 'restore' : 'hide';
  return (
    <li className={styles.row}>
      <Stack space="2">
        <Inline space="2" align="spaceBetween">
          <Stack space="1">
            <Text weight="semibold">{listing.title}</Text>
            <Inline space="2">
              <Badge>{listingKindLabels[listing.kind]}</Badge>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </Inline>
          </Stack>
          {mayHide && (
            <Button
              size="sm"
              variant="outline"
              onPress={() => setOpen(true)}
              aria-label={`${listing.hidden ? 'Restore' : 'Hide'} ${listing.title}`}
            >
              {listing.hidden ? 'Restore' : 'Hide'}
            </Button>
          )}
        </Inline>
        {listing.hidden && <Text size="sm">{`Hidden ${formatDateTime(listing.hidden.at)}: ${listing.hidden.reason}`}</Text>}
      </Stack>
      {open && (
        <ModerationDialog
          title={listing.hidden ? `Restore “${listing.title}”` : `Hide “${listing.title}”`}
          description={
            listing.hidden
              ? 'The listing is shown again as its seller had it. The seller can change it as before.'
              : 'The listing leaves search, explore, the seller directory and its page. Its seller still sees it, with your reason, and cannot show it again. Open orders go on.'
          }
          confirmLabel={listing.hidden ? 'Restore listing' : 'Hide listing'}
          doneText={listing.hidden ? 'Listing restored' : 'Listing hidden'}
          onConfirm={(reason, signal) => act(listing, action, reason, signal)}
          onClose={() => setOpen(false)}
        />
      )}
    </li>
  );
}

export function Listings({ listings, personId }: { listings: AdminListing[]; personId: string }) {
  return (
    <DetailSection title="Listings">
      {listings.length === 0 ? (
        <Text tone="muted">No listings.</Text>
      ) : (
        <ul className={styles.rows} aria-label="Listings, newest first">
          {listings.map((listing) => (
            <ListingRow key={`${listing.kind}-${listing.id}`} listing={listing} personId={personId} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

export function Orders({ orders, personId }: { orders: AdminPerson['orders']; personId: string }) {
  return (
    <DetailSection title="Orders">
      {orders.length === 0 ? (
        <Text tone="muted">No orders, as buyer or seller.</Text>
      ) : (
        <OrderRows orders={orders} label="Orders, newest first" personId={personId} />
      )}
    </DetailSection>
  );
}

/** The wallet history's month picker: the current month (the server's default) unless one was `chosen`. */
export interface WalletMonth {
  currentMonth: string;
  chosen: boolean;
  onChange: (month: string) => void;
}

export function Wallet({ wallet, picker }: { wallet: AdminPerson['wallet']; picker: WalletMonth }) {
  const { balances, month } = wallet;
  const label = picker.chosen ? monthLabel(month.month) : 'this month';
  return (
    <DetailSection title="Wallet">
      <Stack space="4">
        <FactList aria-label="Balances">
          <Fact term="Available">{formatKobo(balances.availableKobo)}</Fact>
          <Fact term="In escrow as buyer">{formatKobo(balances.inEscrowAsBuyerKobo)}</Fact>
          <Fact term="Held as seller">{formatKobo(balances.inEscrowAsSellerKobo)}</Fact>
          <Fact term="Withdrawals on their way">{formatKobo(balances.pendingWithdrawalsKobo)}</Fact>
        </FactList>
        <MonthPicker currentMonth={picker.currentMonth} month={month.month} onChange={picker.onChange} />
        <Text size="sm" weight="semibold">
          {`${picker.chosen ? label : `This month (${month.month})`}: ${formatKobo(month.inKobo)} in, ${formatKobo(month.outKobo)} out`}
        </Text>
        {month.items.length === 0 ? (
          <Text size="sm" tone="muted">
            {`No money moved ${picker.chosen ? `in ${label}` : label}.`}
          </Text>
        ) : (
          <ul className={styles.rows} aria-label={`Wallet history ${picker.chosen ? `of ${label}` : label}`}>
            {month.items.map((item) => (
              <li key={item.id} className={styles.row}>
                <Inline space="2" align="spaceBetween">
                  <Stack space="1">
                    <Text size="sm">{item.description}</Text>
                    <Text as="time" size="sm" tone="muted" dateTime={item.createdAt}>
                      {`${formatDateTime(item.createdAt)} · ${statusText(item.status)}`}
                    </Text>
                  </Stack>
                  <Text as="span" weight="semibold" numeric>
                    {`${item.direction === 'in' ? '+' : '−'}${formatKobo(item.amountKobo)}`}
                  </Text>
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </DetailSection>
  );
}

export function Sessions({ person, sessions }: { person: Person; sessions: AdminPerson['sessions'] }) {
  const mayEnd = useStaffMay('people.end-sessions') && sessions.length > 0;
  const act = usePersonAction(person.id);
  const [open, setOpen] = useState(false);
  return (
    <DetailSection
      title="Sessions"
      actions={
        mayEnd && (
          <Button size="sm" variant="outline" tone="critical" onPress={() => setOpen(true)}>
            End all sessions
          </Button>
        )
      }
    >
      {sessions.length === 0 ? (
        <Text tone="muted">Not signed in anywhere.</Text>
      ) : (
        <ul className={styles.rows} aria-label="Open sessions">
          {sessions.map((session) => (
            <li key={session.id} className={styles.row}>
              <Text size="sm">{`Signed in ${formatDateTime(session.createdAt)}${session.persistent ? ', remembered' : ''}`}</Text>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ModerationDialog
          title={`End ${person.firstname}’s sessions`}
          description={`${person.firstname} is signed out on every device at once and must sign in again.`}
          confirmLabel="End all sessions"
          doneText="Sessions ended"
          onConfirm={(reason, signal) => act('end-sessions', reason, signal)}
          onClose={() => setOpen(false)}
        />
      )}
    </DetailSection>
  );
}
