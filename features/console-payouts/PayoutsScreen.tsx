import { Banknote } from 'lucide-react';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDateTime, formatKobo, type AdminPayout, type WithdrawalStatus } from '../../contract';
import { consolePaths } from '../../client';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Fact,
  FactList,
  Heading,
  Inline,
  Link,
  ListRowsSkeleton,
  LoadError,
  Notice,
  PageTitle,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '../../ui';
import { useStaffMay } from '../console';
import { refreshPayouts, usePayouts, type PayoutDecision } from './api';
import { DecisionDialog } from './DecisionDialog';
import { awaitsDecision, bankText, ownerName, payoutTabs, statusLooks } from './payoutView';

function Resolution({ payout }: { payout: AdminPayout }) {
  if (!payout.resolution || !payout.resolvedAt) return null;
  const by = `by ${payout.resolvedBy ?? 'the command line'}, ${formatDateTime(payout.resolvedAt)}`;
  return <Text size="sm">{payout.resolution === 'retried' ? `Sent again ${by}.` : `Left in the wallet ${by}.`}</Text>;
}

interface PayoutRowProps {
  payout: AdminPayout;
  onDecide: (payout: AdminPayout, decision: PayoutDecision) => void;
}

function PayoutRow({ payout, onDecide }: PayoutRowProps) {
  const titleId = useId();
  const mayAct = useStaffMay('payouts.act') && awaitsDecision(payout);
  const look = statusLooks[payout.status];
  const covered = payout.ownerAvailableKobo >= payout.amountKobo;
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <Stack space="3">
        <Inline space="2">
          <Badge tone={look.tone}>{look.label}</Badge>
          {awaitsDecision(payout) && <Badge tone="warning">Awaiting a decision</Badge>}
          {payout.retryOf && <Badge tone="neutral">A retry</Badge>}
        </Inline>
        <Heading level={2} size="md" id={titleId}>
          {`${formatKobo(payout.amountKobo)} to ${ownerName(payout)}`}
        </Heading>
        <FactList aria-label={`Payout ${payout.reference}`}>
          <Fact term="Owner">
            <Link href={consolePaths.person(payout.owner.id)}>{payout.owner.email}</Link>
          </Fact>
          <Fact term="Bank account">{bankText(payout)}</Fact>
          <Fact term="Requested">{formatDateTime(payout.createdAt)}</Fact>
          <Fact term="Reference">{payout.reference}</Fact>
          {payout.failureReason && <Fact term="Provider’s reason">{payout.failureReason}</Fact>}
          {(payout.status === 'failed' || payout.status === 'reversed') && (
            <Fact term="Owner’s available balance">{formatKobo(payout.ownerAvailableKobo)}</Fact>
          )}
        </FactList>
        <Resolution payout={payout} />
        {mayAct && (
          <Stack space="2">
            {!covered && (
              <Text size="sm" tone="muted">
                The owner has spent or withdrawn part of this money since, so it cannot be sent again.
              </Text>
            )}
            <Inline space="2">
              <Button size="sm" isDisabled={!covered} onPress={() => onDecide(payout, 'retry')}>
                Retry
              </Button>
              <Button size="sm" variant="outline" onPress={() => onDecide(payout, 'return')}>
                Return to wallet
              </Button>
            </Inline>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

const emptyTexts: Record<WithdrawalStatus, string> = {
  failed: 'No withdrawal has failed. Failed ones appear here with the provider’s reason.',
  reversed: 'No withdrawal was sent back by a bank.',
  pending: 'No withdrawal is on its way to a bank right now.',
  successful: 'No withdrawal has reached a bank yet.',
};

function PayoutList({ status, onDecide }: { status: WithdrawalStatus; onDecide: PayoutRowProps['onDecide'] }) {
  const { data, error, mutate } = usePayouts(status);
  const label = payoutTabs.find((tab) => tab.status === status)?.label ?? status;
  if (data && data.payouts.length === 0) {
    return (
      <EmptyState
        icon={<Banknote aria-hidden="true" />}
        title={`No ${label.toLowerCase()} payouts`}
        description={emptyTexts[status]}
      />
    );
  }
  if (data) {
    return (
      <Stack as="ul" space="3" aria-label={`${label} payouts`}>
        {data.payouts.map((payout) => (
          <PayoutRow key={payout.id} payout={payout} onDecide={onDecide} />
        ))}
      </Stack>
    );
  }
  if (error?.status === 403) return <EmptyState title="Not for your role" description={error.message} />;
  if (error) return <LoadError title="The payouts could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <ListRowsSkeleton label="Loading the payouts" />;
}

/**
 * Payouts: withdrawals by status, failed and reversed first with the provider's reason. Their
 * money is back in the owner's wallet already; finance sends it again or leaves it there.
 */
export function PayoutsScreen() {
  const [status, setStatus] = useState<WithdrawalStatus>('failed');
  const [deciding, setDeciding] = useState<{ payout: AdminPayout; decision: PayoutDecision } | null>(null);
  const [refusal, setRefusal] = useState('');
  const { mutate } = useSWRConfig();
  const { data } = usePayouts(status);
  const counts = data?.counts;
  return (
    <Stack space="5">
      <Stack space="2">
        <PageTitle>Payouts</PageTitle>
        <Text tone="muted">
          Withdrawals to students’ banks. When a bank refuses or returns one, the money goes back to the student’s wallet at once;
          decide whether to send it again or leave it there.
        </Text>
        {data && data.awaitingDecision > 0 && (
          <Text weight="semibold" aria-live="polite">{`${data.awaitingDecision} awaiting a decision`}</Text>
        )}
      </Stack>
      <Notice tone="critical" role="alert">
        {refusal}
      </Notice>
      <Tabs selectedKey={status} onSelectionChange={(key) => setStatus(key as WithdrawalStatus)}>
        <TabList aria-label="Payouts by status">
          {payoutTabs.map((tab) => (
            <Tab key={tab.status} id={tab.status}>
              {counts ? `${tab.label} (${counts[tab.status]})` : tab.label}
            </Tab>
          ))}
        </TabList>
        {payoutTabs.map((tab) => (
          <TabPanel key={tab.status} id={tab.status}>
            <PayoutList
              status={tab.status}
              onDecide={(payout, decision) => {
                setRefusal('');
                setDeciding({ payout, decision });
              }}
            />
          </TabPanel>
        ))}
      </Tabs>
      {deciding && (
        <DecisionDialog
          payout={deciding.payout}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onRefused={(message) => {
            setRefusal(message);
            void refreshPayouts(mutate);
          }}
        />
      )}
    </Stack>
  );
}
