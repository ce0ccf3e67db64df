import { useId } from 'react';
import { consolePaths } from '../../client';
import { errorMessage } from '../../client';
import { formatDateTime, type AdminOverview, type OverviewQueue, type StaffPermission } from '../../contract';
import {
  Badge,
  Card,
  Fact,
  FactList,
  Heading,
  Link,
  LoadError,
  PageTitle,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  Tiles,
} from '../../ui';
import { useStaffMay } from '../console';
import { waitedFor, waitedSince } from './age';
import { useOverview } from './api';

interface QueueCardProps {
  title: string;
  queue: OverviewQueue;
  at: string;
  href: string;
  linkText: string;
  permission: StaffPermission;
}

function QueueCard({ title, queue, at, href, linkText, permission }: QueueCardProps) {
  const headingId = useId();
  const mayOpen = useStaffMay(permission);
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <Stack space="2">
        <Heading level={2} size="md" id={headingId}>
          {title}
        </Heading>
        <Text size="3xl" weight="semibold" numeric>
          {queue.count}
        </Text>
        <Text size="sm" tone="muted">
          {queue.oldestAt ? `Oldest waiting ${waitedSince(queue.oldestAt, at)}` : 'Nothing waiting'}
        </Text>
        {mayOpen ? <Link href={href}>{linkText}</Link> : null}
      </Stack>
    </Card>
  );
}

function Operations({ overview }: { overview: AdminOverview }) {
  const { lastLedgerCheck: check, emailBacklog: mail, oldestDueTimerSeconds: timer } = overview;
  return (
    <Card as="section" padding="md" aria-labelledby="overview-operations">
      <Stack space="3">
        <Heading level={2} size="md" id="overview-operations">
          Operations
        </Heading>
        <FactList>
          <Fact term="Last ledger check">
            {check ? (
              <>
                <Badge tone={check.ok ? 'positive' : 'critical'}>{check.ok ? 'Balanced' : 'Problems found'}</Badge>{' '}
                {formatDateTime(check.at)} by {check.by ?? 'the command line'}
              </>
            ) : (
              'Never run'
            )}
          </Fact>
          <Fact term="E-mail backlog">
            {mail.pending === 0
              ? 'Nothing waiting to be sent'
              : `${mail.pending} waiting to be sent, the oldest for ${waitedSince(mail.oldestAt ?? overview.at, overview.at)}`}
            {mail.failed > 0 ? `; ${mail.failed} given up after their last try` : ''}
          </Fact>
          <Fact term="Oldest due timer">{timer === null ? 'No timer overdue' : `Overdue by ${waitedFor(timer * 1000)}`}</Fact>
        </FactList>
      </Stack>
    </Card>
  );
}

/** /admin: every queue with its length and oldest item, and the health of what runs in the background. */
export function OverviewScreen() {
  const { data, error, mutate } = useOverview();
  let body;
  if (!data && error)
    body = <LoadError title="The overview could not be loaded" message={errorMessage(error)} onRetry={() => void mutate()} />;
  else if (!data)
    body = (
      <SkeletonRegion label="Loading the overview">
        <Skeleton shape="rect" aspectRatio="wide" />
      </SkeletonRegion>
    );
  else {
    const { queues, at } = data;
    body = (
      <Stack space="6">
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="4">
          <QueueCard
            title="KYC waiting"
            queue={queues.kyc}
            at={at}
            href={consolePaths.kyc}
            linkText="Open the KYC queue"
            permission="kyc.read"
          />
          <QueueCard
            title="Disputes open"
            queue={queues.disputes}
            at={at}
            href={consolePaths.disputes}
            linkText="Open the dispute desk"
            permission="disputes.read"
          />
          <QueueCard
            title="Payouts failed"
            queue={queues.payoutsFailed}
            at={at}
            href={`${consolePaths.payouts}?status=failed`}
            linkText="Open the payouts"
            permission="payouts.read"
          />
          <QueueCard
            title="Support open"
            queue={queues.support}
            at={at}
            href={consolePaths.support}
            linkText="Open the support inbox"
            permission="support.read"
          />
        </Tiles>
        <Operations overview={data} />
      </Stack>
    );
  }
  return (
    <Stack space="6">
      <PageTitle>Overview</PageTitle>
      {body}
    </Stack>
  );
}
