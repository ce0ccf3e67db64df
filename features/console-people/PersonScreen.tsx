import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatDateTime, type AdminPerson } from '../../contract';
import { consolePaths } from '../../client';
import { Button, Column, Columns, Notice, Stack, Text } from '../../ui';
import { AuditTrail } from '../console-audit';
import { chosenMonth, monthOf } from '../wallet';
import { CaseHeader, CaseScreen, useStaffMay } from '../console';
import { usePerson, usePersonAction } from './api';
import { type WalletMonth, AccountFacts, KycHistory, Listings, Orders, Sessions, Wallet } from './PersonSections';
import { fullName, kycLabels, kycTones, roleLabels } from './personView';
import { ModerationDialog } from './ModerationDialog';

const back = { href: consolePaths.people, label: 'Back to people' };

/** The wallet history's month in the address, so that a month of a person's page can be linked to. */
const MONTH_PARAM = 'month';

/** Suspend, or restore a suspended student: administrators only, never a staff account. */
function SuspensionButton({ person }: { person: AdminPerson['person'] }) {
  const maySuspend = useStaffMay('people.suspend') && person.role === 'user';
  const act = usePersonAction(person.id);
  const [open, setOpen] = useState(false);
  if (!maySuspend) return null;
  const name = fullName(person);
  return (
    <>
      {person.suspended ? (
        <Button variant="outline" onPress={() => setOpen(true)}>
          Restore
        </Button>
      ) : (
        <Button variant="outline" tone="critical" onPress={() => setOpen(true)}>
          Suspend
        </Button>
      )}
      {open &&
        (person.suspended ? (
          <ModerationDialog
            title={`Restore ${name}`}
            description={`${person.firstname} may sign in, list and pay again.`}
            confirmLabel="Restore"
            doneText={`${name} is restored`}
            onConfirm={(reason, signal) => act('restore', reason, signal)}
            onClose={() => setOpen(false)}
          />
        ) : (
          <ModerationDialog
            title={`Suspend ${name}`}
            description={`${person.firstname} will not be able to sign in, list or pay. Their open orders still conclude. Sessions they have now stay until you end them.`}
            confirmLabel="Suspend"
            doneText={`${name} is suspended`}
            onConfirm={(reason, signal) => act('suspend', reason, signal)}
            onClose={() => setOpen(false)}
          />
        ))}
    </>
  );
}

function Person({ page, walletMonth }: { page: AdminPerson; walletMonth: WalletMonth }) {
  const { person } = page;
  return (
    <>
      <CaseHeader
        title={fullName(person)}
        action={<SuspensionButton person={person} />}
        badges={[
          person.suspended !== null && { tone: 'critical', label: 'Suspended' },
          { tone: person.role === 'user' ? 'neutral' : 'info', label: roleLabels[person.role] ?? person.role },
          { tone: kycTones[person.kycStatus], label: kycLabels[person.kycStatus] },
        ]}
      />
      {person.suspended && (
        <Notice tone="critical">
          <Text weight="semibold">{`Suspended since ${formatDateTime(person.suspended.at)}`}</Text>
          <Text>{person.suspended.reason}</Text>
        </Notice>
      )}
      <Columns collapseBelow="desktop" space="5">
        <Column width="3/5">
          <Stack space="5">
            <Orders orders={page.orders} personId={person.id} />
            <Listings listings={page.listings} personId={person.id} />
            <Wallet wallet={page.wallet} picker={walletMonth} />
          </Stack>
        </Column>
        <Column width="2/5">
          <Stack space="5">
            <AccountFacts person={person} />
            <KycHistory kyc={page.kyc} />
            <Sessions person={person} sessions={page.sessions} />
          </Stack>
        </Column>
      </Columns>
      <AuditTrail title={`Audit trail of ${fullName(person)}`} personId={person.id} />
    </>
  );
}

/**
 * One person: their account, KYC, listings (hide and restore), orders as buyer and seller,
 * wallet, open sessions (end them all), suspension (suspend and restore), and their audit.
 */
export function PersonScreen() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [currentMonth] = useState(() => monthOf(new Date()));
  // The current month is the server's default: its page is read without `?month=`.
  const asked = search.get(MONTH_PARAM);
  const month = asked && chosenMonth(asked, currentMonth) === asked && asked !== currentMonth ? asked : undefined;
  const chooseMonth = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === currentMonth) params.delete(MONTH_PARAM);
    else params.set(MONTH_PARAM, next);
    setSearch(params, { replace: true });
  };
  const walletMonth = { currentMonth, chosen: month !== undefined, onChange: chooseMonth };
  return (
    <CaseScreen
      key={id}
      back={back}
      read={usePerson(id, month)}
      notFound={{ title: 'Person not found', description: 'There is no account at this address: it may have been deleted.' }}
      errorTitle="This person could not be loaded"
      loadingLabel="Loading the person"
    >
      {(page) => <Person page={page} walletMonth={walletMonth} />}
    </CaseScreen>
  );
}
