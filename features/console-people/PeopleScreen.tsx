import { Search, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { peopleSearchQuerySchema } from '../../contract';
import { useForm } from '../../client';
import { Button, Card, EmptyState, Heading, Inline, ListRowsSkeleton, PageTitle, Stack, Text, TextField } from '../../ui';
import { NotLoaded } from '../console';
import { usePeopleSearch } from './api';
import { OrderRows } from './OrderRows';
import { PersonCard } from './PersonCard';

const searchSchema = v.object({ q: peopleSearchQuerySchema.entries.q });
const searchFields = ['q'] as const;

function Found({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack space="3">
      <Heading level={2} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Results({ q }: { q: string }) {
  const { data, error, mutate } = usePeopleSearch(q);
  if (!data)
    return (
      <NotLoaded
        error={error}
        retry={mutate}
        errorTitle="The search could not be run"
        skeleton={<ListRowsSkeleton label="Searching" />}
      />
    );
  if (data.people.length === 0 && data.orders.length === 0) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="No one found"
        description={`Nothing matches “${q}”. Try part of a name or e-mail address, or a whole order id or payment reference.`}
      />
    );
  }
  return (
    <Stack space="5">
      <Text size="sm" tone="muted" aria-live="polite">
        {`${data.people.length} ${data.people.length === 1 ? 'person' : 'people'}, ${data.orders.length} ${data.orders.length === 1 ? 'order' : 'orders'}`}
      </Text>
      {data.orders.length > 0 && (
        <Found title="Orders">
          <Card padding="md">
            <OrderRows orders={data.orders} label="Orders found" />
          </Card>
        </Found>
      )}
      {data.people.length > 0 && (
        <Found title="People">
          <Stack as="ul" space="3" aria-label="People found">
            {data.people.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </Stack>
        </Found>
      )}
    </Stack>
  );
}

/**
 * People and orders: find a student by name or e-mail, or an order by its id or payment
 * reference. The search is in the address (`?q=`), so going back to it shows the same results.
 */
export function PeopleScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const form = useForm({
    schema: searchSchema,
    fields: searchFields,
    initialValues: { q },
    onValid: async ({ q: next }) => {
      setParams({ q: next });
      await Promise.resolve();
    },
  });

  return (
    <Stack space="5">
      <PageTitle>People and orders</PageTitle>
      <form {...form.formProps} role="search" aria-label="People and orders">
        <Inline space="2" alignY="bottom">
          <TextField {...form.field('q')} label="Name, e-mail, order id or payment reference" type="search" />
          <Button type="submit" iconStart={<Search size={16} aria-hidden="true" />}>
            Search
          </Button>
        </Inline>
      </form>
      {q ? (
        <Results key={q} q={q} />
      ) : (
        <Text tone="muted">Search to see a person’s KYC, listings, orders, wallet and sessions.</Text>
      )}
    </Stack>
  );
}
