import { useParams } from 'react-router';
import { consolePaths, errorMessage, useForm, useMutation } from '../../client';
import { formatDateTime, supportReplyBodySchema, SUPPORT_REPLY_MAX_LENGTH, type AdminSupportRequest } from '../../contract';
import {
  Badge,
  Button,
  DetailSection,
  Fact,
  FactList,
  Inline,
  Link,
  LoadError,
  Notice,
  PageTitle,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  TextArea,
} from '../../ui';
import { AuditTrail } from '../console-audit';
import { useStaffMay } from '../console';
import { useSupportActions, useSupportRequest } from './api';
import { mailLook, sourceName, statusLook } from './supportLooks';

function Paragraphs({ text }: { text: string }) {
  return (
    <Stack space="2">
      {text.split(/\n+/).map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Stack>
  );
}

function Thread({ request }: { request: AdminSupportRequest }) {
  if (request.thread.length === 0) return <Text tone="muted">No reply yet.</Text>;
  return (
    <Stack as="ol" space="5" aria-label="Replies">
      {request.thread.map((reply) => {
        const mail = mailLook[reply.mail];
        return (
          <Stack as="li" key={reply.id} space="2">
            <Inline space="2" alignY="center">
              <Text as="strong" weight="semibold">
                {reply.author.email}
              </Text>
              <Text as="time" size="sm" tone="muted" dateTime={reply.createdAt}>
                {formatDateTime(reply.createdAt)}
              </Text>
              <Badge tone={mail.tone}>{mail.label}</Badge>
            </Inline>
            <Paragraphs text={reply.text} />
          </Stack>
        );
      })}
    </Stack>
  );
}

function ReplyForm({ request }: { request: AdminSupportRequest }) {
  const actions = useSupportActions(request.id);
  const sending = useMutation(actions.reply);
  const form = useForm({
    schema: supportReplyBodySchema,
    fields: ['text'],
    onValid: async (body) => {
      const result = await sending.trigger(body);
      if (result.ok) form.reset();
      else if (!result.aborted) form.showServerErrors(result.error);
    },
  });
  const failure = sending.error && !sending.error.fieldErrors.text ? errorMessage(sending.error) : undefined;
  return (
    <form {...form.formProps} aria-label="Reply">
      <Stack space="3">
        <TextArea
          {...form.field('text')}
          label={`Reply to ${request.email}`}
          description="Sent by e-mail from support@kampus.ng and kept in this thread."
          isRequired
          maxLength={SUPPORT_REPLY_MAX_LENGTH}
          rows={5}
        />
        {failure ? (
          <Notice tone="critical" role="alert">
            {failure}
          </Notice>
        ) : null}
        <Inline>
          <Button type="submit" isPending={form.isPending}>
            Send reply
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function StatusAction({ request }: { request: AdminSupportRequest }) {
  const actions = useSupportActions(request.id);
  const change = useMutation(request.status === 'open' ? actions.close : actions.reopen);
  return (
    <Stack space="2">
      <Inline>
        <Button variant="outline" isPending={change.sending} onPress={() => void change.trigger()}>
          {request.status === 'open' ? 'Close request' : 'Reopen request'}
        </Button>
      </Inline>
      {change.error ? (
        <Notice tone="critical" role="alert">
          {errorMessage(change.error)}
        </Notice>
      ) : null}
    </Stack>
  );
}

function RequestPage({ request }: { request: AdminSupportRequest }) {
  const mayReply = useStaffMay('support.reply');
  const status = statusLook[request.status];
  return (
    <Stack space="6">
      <Stack space="2">
        <PageTitle>
          {request.reference}: {request.name}
        </PageTitle>
        <Inline space="2" alignY="center">
          <Badge tone={status.tone}>{status.label}</Badge>
          {request.status === 'closed' && request.closedAt ? (
            <Text size="sm" tone="muted">
              Closed {formatDateTime(request.closedAt)}
              {request.closedBy ? ` by ${request.closedBy}` : ''}
            </Text>
          ) : null}
        </Inline>
        {mayReply ? <StatusAction key={request.status} request={request} /> : null}
      </Stack>
      <DetailSection title="From">
        <FactList>
          <Fact term="Name">
            {request.userId ? (
              <Link href={consolePaths.person(request.userId)}>{request.name}</Link>
            ) : (
              `${request.name} (visitor)`
            )}
          </Fact>
          <Fact term="E-mail">{request.email}</Fact>
          <Fact term="Phone">{request.phone}</Fact>
          <Fact term="About">{request.service}</Fact>
          <Fact term="Sent with">{sourceName[request.source]}</Fact>
          <Fact term="Received">{formatDateTime(request.createdAt)}</Fact>
        </FactList>
      </DetailSection>
      <DetailSection title="Message">
        <Paragraphs text={request.detail} />
      </DetailSection>
      <DetailSection title="Replies">
        <Stack space="6">
          <Thread request={request} />
          {!mayReply ? null : request.status === 'open' ? (
            <ReplyForm request={request} />
          ) : (
            <Text tone="muted">This request is closed. Reopen it to reply.</Text>
          )}
        </Stack>
      </DetailSection>
      <AuditTrail target={{ type: 'support-request', id: request.id }} />
    </Stack>
  );
}

/** /admin/support/:id: one request, its thread, the reply form, close and reopen, and its audit. */
export function SupportRequestScreen() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useSupportRequest(id);
  if (!data && error)
    return (
      <Stack space="6">
        <PageTitle>Support request</PageTitle>
        <LoadError title="The request could not be loaded" message={errorMessage(error)} onRetry={() => void mutate()} />
      </Stack>
    );
  if (!data)
    return (
      <Stack space="6">
        <PageTitle>Support request</PageTitle>
        <SkeletonRegion label="Loading the request">
          <Skeleton lines={8} />
        </SkeletonRegion>
      </Stack>
    );
  return <RequestPage request={data} />;
}
