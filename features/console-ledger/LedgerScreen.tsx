import { formatDateTime, formatKobo, type LedgerCheckRunView, type ProviderClearing } from '../../contract';
import { useMutation } from '../../client';
import {
  Badge,
  Button,
  DetailSection,
  EmptyState,
  Fact,
  FactList,
  ListRowsSkeleton,
  LoadError,
  Notice,
  PageTitle,
  Stack,
  Text,
  toast,
} from '../../ui';
import { useStaffMay } from '../console';
import { useLedgerChecks, usePlatformFees, useProviderClearing, useRunLedgerCheck } from './api';
import { findingsText, monthText, signedKobo } from './ledgerView';

const exact = (kobo: number) => formatKobo(kobo, { alwaysKobo: true });

function Findings({ run }: { run: LedgerCheckRunView }) {
  if (run.ok) {
    return (
      <Text size="sm">
        Every cached balance equals the sum of its entries, every transaction sums to zero, no balance is below zero.
      </Text>
    );
  }
  return (
    <Stack as="ul" space="1" aria-label="Differences found">
      {run.balanceDifferences.map((row) => (
        <Text as="li" size="sm" key={`b-${row.accountId}`}>
          {`${row.accountId}: cached ${exact(row.cached)}, entries ${exact(row.fromEntries)} (${signedKobo(row.cached - row.fromEntries)})`}
        </Text>
      ))}
      {run.unbalancedTransactions.map((row) => (
        <Text as="li" size="sm" key={`t-${row.id}`}>
          {`Transaction ${row.idempotencyKey} (${row.kind}) sums to ${signedKobo(row.sum)} over ${row.entries} entries`}
        </Text>
      ))}
      {run.negativeBalances.map((row) => (
        <Text as="li" size="sm" key={`n-${row.accountId}`}>
          {`${row.accountId} is below zero: ${exact(row.fromEntries)}`}
        </Text>
      ))}
    </Stack>
  );
}

function RunSummary({ run, latest }: { run: LedgerCheckRunView; latest: boolean }) {
  return (
    <Stack space="2">
      <Text weight={latest ? 'semibold' : undefined}>
        <Badge tone={run.ok ? 'positive' : 'critical'}>{run.ok ? 'OK' : findingsText(run)}</Badge>{' '}
        {`${formatDateTime(run.ranAt)}, by ${run.ranBy ?? 'the command line'}: ${run.accounts} accounts, ${run.transactions} transactions, ${run.entries} entries`}
      </Text>
      {latest && <Findings run={run} />}
    </Stack>
  );
}

function LedgerChecks() {
  const { data, error, mutate } = useLedgerChecks();
  const mayRun = useStaffMay('ledger.check');
  const run = useRunLedgerCheck();
  const check = useMutation((_: void, signal) => run(signal));
  const start = async () => {
    const result = await check.trigger();
    if (result.ok) {
      if (result.value.ok) toast.success('The ledger adds up');
      else toast.error(`The ledger check found ${findingsText(result.value).toLowerCase()}`);
    }
  };
  let content;
  if (data && data.length === 0) content = <Text tone="muted">The ledger check has not been run yet.</Text>;
  else if (data) {
    const [latest, ...earlier] = data;
    content = (
      <Stack space="4">
        {latest && <RunSummary run={latest} latest />}
        {earlier.length > 0 && (
          <Stack as="ul" space="2" aria-label="Earlier checks">
            {earlier.map((item) => (
              <li key={item.id}>
                <RunSummary run={item} latest={false} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    );
  } else if (error)
    content = <LoadError title="The ledger checks could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else content = <ListRowsSkeleton label="Loading the ledger checks" />;
  return (
    <DetailSection
      title="Ledger check"
      actions={
        mayRun && (
          <Button size="sm" isPending={check.sending} onPress={() => void start()}>
            Run the ledger check
          </Button>
        )
      }
    >
      <Stack space="3">
        <Text size="sm" tone="muted">
          Recomputes every balance from its entries and checks that every transaction sums to zero.
        </Text>
        <Notice tone="critical" role="alert">
          {check.error?.message}
        </Notice>
        {content}
      </Stack>
    </DetailSection>
  );
}

function ClearingFacts({ clearing }: { clearing: ProviderClearing }) {
  return (
    <Stack space="3">
      <FactList aria-label="Provider clearing figures">
        <Fact term="Held at the provider, by the ledger">{exact(clearing.ledgerHeldKobo)}</Fact>
        <Fact term="Transfers the provider accepted, not settled">{exact(clearing.sentInFlightKobo)}</Fact>
        <Fact term="Expected provider balance">{exact(clearing.expectedAtProviderKobo)}</Fact>
        <Fact term="Provider’s balance">
          {clearing.providerBalanceKobo === null ? 'Not known' : exact(clearing.providerBalanceKobo)}
        </Fact>
        <Fact term="Difference">{clearing.differenceKobo === null ? 'Not known' : signedKobo(clearing.differenceKobo)}</Fact>
        <Fact term="Transfers not yet sent to the provider">{exact(clearing.unsentInFlightKobo)}</Fact>
      </FactList>
      {clearing.providerError ? (
        <Notice tone="caution">{clearing.providerError}</Notice>
      ) : clearing.differenceKobo === 0 ? (
        <Notice tone="positive">The provider’s balance is what the ledger expects.</Notice>
      ) : (
        <Notice tone="critical">
          {`The provider holds ${formatKobo(Math.abs(clearing.differenceKobo ?? 0), { alwaysKobo: true })} ${(clearing.differenceKobo ?? 0) < 0 ? 'less' : 'more'} than the ledger expects. A payment that arrived while this was read is gone on the next look; a difference that stays needs finding.`}
        </Notice>
      )}
      <Text size="sm" tone="muted">{`Read ${formatDateTime(clearing.checkedAt)}.`}</Text>
    </Stack>
  );
}

function ProviderClearingSection() {
  const { data, error, mutate, isValidating } = useProviderClearing();
  let content;
  if (data) content = <ClearingFacts clearing={data} />;
  else if (error)
    content = (
      <LoadError title="The provider clearing could not be loaded" message={error.message} onRetry={() => void mutate()} />
    );
  else content = <ListRowsSkeleton label="Loading the provider clearing" />;
  return (
    <DetailSection
      title="Provider clearing"
      actions={
        data && (
          <Button size="sm" variant="outline" isPending={isValidating} onPress={() => void mutate()}>
            Read again
          </Button>
        )
      }
    >
      {content}
    </DetailSection>
  );
}

function PlatformFees() {
  const { data, error, mutate } = usePlatformFees();
  let content;
  if (data && data.length === 0)
    content = (
      <EmptyState
        size="sm"
        title="No fees yet"
        description="Fees are taken when escrow is released to a seller."
        headingLevel={3}
      />
    );
  else if (data) {
    content = (
      <FactList aria-label="Platform fees by month">
        {data.map((row) => (
          <Fact key={row.month} term={monthText(row.month)}>
            {`${formatKobo(row.feesKobo)} from ${row.transactions} ${row.transactions === 1 ? 'release' : 'releases'}`}
          </Fact>
        ))}
      </FactList>
    );
  } else if (error)
    content = <LoadError title="The fees could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else content = <ListRowsSkeleton label="Loading the fees" />;
  return <DetailSection title="Platform fees by month">{content}</DetailSection>;
}

/** The ledger: run the check, provider clearing against the provider's balance, the platform's fees by month. */
export function LedgerScreen() {
  const { error } = useLedgerChecks();
  if (error?.status === 403) {
    return (
      <Stack space="5">
        <PageTitle>Ledger</PageTitle>
        <EmptyState title="Not for your role" description={error.message} />
      </Stack>
    );
  }
  return (
    <Stack space="5">
      <Stack space="2">
        <PageTitle>Ledger</PageTitle>
        <Text tone="muted">Every naira Kampus holds, checked: the ledger against itself, and against the payment provider.</Text>
      </Stack>
      <LedgerChecks />
      <ProviderClearingSection />
      <PlatformFees />
    </Stack>
  );
}
