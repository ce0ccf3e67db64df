import { useSearchParams } from 'react-router';
import { consolePaths, errorMessage } from '../../client';
import { formatDateTime, type AdminSupportRequestSummary, type SupportRequestStatus } from '../../contract';
import { Badge, EmptyState, Inline, Link, LoadError, PageTitle, Select, Skeleton, SkeletonRegion, Stack, Text } from '../../ui';
import { useSupportInbox } from './api';
import { sourceName, statusLook } from './supportLooks';

const filters = [
  { id: 'all', name: 'Open and closed' },
  { id: 'open', name: 'Open' },
  { id: 'closed', name: 'Closed' },
];

function RequestRow({ request }: { request: AdminSupportRequestSummary }) {
  const status = statusLook[request.status];
  return (
    <Stack as="li" space="1">
      <Inline space="2" alignY="center">
        <Link href={consolePaths.supportRequest(request.id)}>
          {request.reference} · {request.name}
        </Link>
        <Badge tone={status.tone}>{status.label}</Badge>
        <Badge tone="neutral">{request.service}</Badge>
      </Inline>
      <Text size="sm">{request.excerpt}</Text>
      <Text size="sm" tone="muted">
        {sourceName[request.source]} · {request.email} · received {formatDateTime(request.createdAt)} ·{' '}
        {request.replies === 1 ? '1 reply' : `${request.replies} replies`}
      </Text>
    </Stack>
  );
}

/** /admin/support: contact-form and help-centre requests, open first and the longest waiting on top. */
export function SupportInboxScreen() {
  const [search, setSearch] = useSearchParams();
  const param = search.get('status');
  const status: SupportRequestStatus | undefined = param === 'open' || param === 'closed' ? param : undefined;
  const { data, error, mutate } = useSupportInbox(status);

  let body;
  if (!data && error)
    body = <LoadError title="The inbox could not be loaded" message={errorMessage(error)} onRetry={() => void mutate()} />;
  else if (!data)
    body = (
      <SkeletonRegion label="Loading the inbox">
        <Skeleton lines={6} />
      </SkeletonRegion>
    );
  else if (data.length === 0)
    body = (
      <EmptyState
        title={status === 'closed' ? 'No closed requests' : 'No requests waiting'}
        description="Messages from the contact form and the help centre appear here."
      />
    );
  else
    body = (
      <Stack as="ol" space="5" aria-label="Support requests">
        {data.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </Stack>
    );

  return (
    <Stack space="6">
      <PageTitle>Support inbox</PageTitle>
      <Inline>
        <Select
          label="Show"
          items={filters}
          selectedKey={status ?? 'all'}
          onSelectionChange={(key) => setSearch(key === 'open' || key === 'closed' ? { status: key } : {})}
        />
      </Inline>
      {body}
    </Stack>
  );
}
