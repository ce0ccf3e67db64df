import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime, type AdminPerson } from '../../contract';
import { consolePaths } from '../../client';
import {
  Badge,
  Button,
  Column,
  Columns,
  DetailLayoutSkeleton,
  EmptyState,
  Inline,
  LinkButton,
  LoadError,
  Notice,
  PageTitle,
  Stack,
  Text,
} from '../../ui';
import { AuditTrail } from '../console-audit';
import { useStaffMay } from '../console';
import { usePerson, usePersonAction } from './api';
import { AccountFacts, KycHistory, Listings, Orders, Sessions, Wallet } from './PersonSections';
import { fullName, kycLabels, kycTones, roleLabels } from './personView';
import { ReasonDialog } from './ReasonDialog';

const back = (
  <div>
    <LinkButton href={consolePaths.people} variant="transparent" size="sm">
      <ArrowLeft size={16} aria-hidden="true" />
      Back to people
    </LinkButton>
  </div>
);

function NotFound() {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title="Person not found"
      description="There is no account at this address: it may have been deleted."
      action={<LinkButton href={consolePaths.people}>Back to people</LinkButton>}
    />
  );
}

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
          <ReasonDialog
            title={`Restore ${name}`}
            description={`${person.firstname} may sign in, list and pay again.`}
            confirmLabel="Restore"
            doneText={`${name} is restored`}
            onConfirm={(reason, signal) => act('restore', reason, signal)}
            onClose={() => setOpen(false)}
          />
        ) : (
          <ReasonDialog
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

function Person({ page }: { page: AdminPerson }) {
  const { person } = page;
  return (
    <>
      <Stack space="2">
        <Inline space="3" align="spaceBetween">
          <PageTitle>{fullName(person)}</PageTitle>
          <SuspensionButton person={person} />
        </Inline>
        <Inline space="2">
          {person.suspended && (
            <Badge tone="critical" size="md">
              Suspended
            </Badge>
          )}
          <Badge tone={person.role === 'user' ? 'neutral' : 'info'} size="md">
            {roleLabels[person.role] ?? person.role}
          </Badge>
          <Badge tone={kycTones[person.kycStatus]} size="md">
            {kycLabels[person.kycStatus]}
          </Badge>
        </Inline>
      </Stack>
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
            <Wallet wallet={page.wallet} />
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

function PersonLoader({ id }: { id: string }) {
  const { data, error, mutate } = usePerson(id);
  if (data) return <Person page={data} />;
  if (error?.status === 404) return <NotFound />;
  if (error?.status === 403) return <EmptyState title="Not for your role" description={error.message} />;
  if (error) return <LoadError title="This person could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <DetailLayoutSkeleton label="Loading the person" />;
}

/**
 * One person: their account, KYC, listings (hide and restore), orders as buyer and seller,
 * wallet, open sessions (end them all), suspension (suspend and restore), and their audit.
 */
export function PersonScreen() {
  const { id = '' } = useParams();
  return (
    <Stack space="5">
      {back}
      <PersonLoader key={id} id={id} />
    </Stack>
  );
}
