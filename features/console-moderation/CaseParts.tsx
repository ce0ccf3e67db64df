/** The case's read-only parts: what is reported and its owner, the reports, the owner's answers and the messages. */
import { formatDateTime, type ModerationCase, type ModerationMessage } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, DetailSection, Fact, FactList, Inline, Link, Stack, Text } from '../../ui';
import { plural, reasonLook, reporterRecord, reportStatusLooks, targetKindLabels } from './moderationView';
import * as styles from './moderation.css';

function When({ at }: { at: string }) {
  return (
    <Text as="time" dateTime={at} size="sm" tone="muted">
      {formatDateTime(at)}
    </Text>
  );
}

const factNames: Record<ModerationCase['target']['kind'], string> = {
  product: 'Title',
  event: 'Title',
  person: 'Name',
  message: 'Message',
};

/** What is reported, where to open it, whether it is hidden and why, and its owner. */
export function TargetFacts({ kase }: { kase: ModerationCase }) {
  const { target } = kase;
  return (
    <DetailSection title="Reported">
      <FactList aria-label="What is reported">
        <Fact term="Kind">{targetKindLabels[target.kind]}</Fact>
        <Fact term={factNames[target.kind]}>{target.href ? <Link href={target.href}>{target.label}</Link> : target.label}</Fact>
        <Fact term="Shown">
          {target.removed
            ? 'Removed'
            : target.hidden
              ? `Hidden since ${formatDateTime(target.hidden.at)}: ${target.hidden.reason}`
              : target.kind === 'message'
                ? 'To the two people in the chat'
                : 'Yes'}
        </Fact>
        <Fact term="Owner">
          <Link href={consolePaths.person(target.owner.id)}>{target.owner.name}</Link>
          <br />
          <Text as="span" size="sm" tone="muted">
            {target.owner.email}
          </Text>
        </Fact>
        {target.owner.suspended && <Fact term="Owner’s account">Suspended</Fact>}
        {kase.offPlatformFlags > 0 && (
          <Fact term="Off-platform flags">{`${plural(kase.offPlatformFlags, 'message')} flagged by Kampus`}</Fact>
        )}
      </FactList>
    </DetailSection>
  );
}

/** The owner's earlier record: reports against them and how they ended, and suspensions. */
export function OwnerHistory({ kase }: { kase: ModerationCase }) {
  const { ownerHistory: history } = kase;
  return (
    <DetailSection title="Owner’s history">
      <FactList>
        <Fact term="Reports against them">{history.reports}</Fact>
        <Fact term="Actioned">{history.actioned}</Fact>
        <Fact term="Dismissed">{history.dismissed}</Fact>
        <Fact term="Suspensions">{history.suspensions}</Fact>
      </FactList>
    </DetailSection>
  );
}

function Reporter({ reporter }: { reporter: ModerationCase['reports'][number]['reporter'] }) {
  const record = reporterRecord(reporter);
  return (
    <Stack space="1">
      <Text size="sm">
        {'Reported by '}
        <Link href={consolePaths.person(reporter.id)}>{reporter.name}</Link>
        {` (${reporter.email}) · ${record.text}`}
      </Text>
      {record.look && (
        <div>
          <Badge tone={record.look.tone}>{record.look.label}</Badge>
        </div>
      )}
    </Stack>
  );
}

/** Every report on the target, newest first, each with its reporter's record. */
export function Reports({ kase }: { kase: ModerationCase }) {
  return (
    <DetailSection title="Reports">
      {kase.reports.length === 0 ? (
        <Text tone="muted">No student reported this: Kampus flagged it by itself.</Text>
      ) : (
        <ol className={styles.rows} aria-label="Reports, newest first">
          {kase.reports.map((report) => {
            const reason = reasonLook(report.reason);
            const status = reportStatusLooks[report.status];
            return (
              <li key={report.id} className={styles.row}>
                <Stack space="2">
                  <Inline space="2">
                    <Badge tone={reason.tone}>{reason.label}</Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                    <When at={report.createdAt} />
                  </Inline>
                  {report.details ? (
                    <blockquote className={styles.quote}>{report.details}</blockquote>
                  ) : (
                    <Text size="sm" tone="muted">
                      No details given.
                    </Text>
                  )}
                  <Reporter reporter={report.reporter} />
                </Stack>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}

/** What the owner answered to the reports, newest first. */
export function Answers({ kase }: { kase: ModerationCase }) {
  return (
    <DetailSection title="Owner’s answers">
      {kase.answers.length === 0 ? (
        <Text tone="muted">{`${kase.target.owner.name} has not answered.`}</Text>
      ) : (
        <ol className={styles.rows} aria-label="Owner’s answers, newest first">
          {kase.answers.map((answer) => (
            <li key={answer.id} className={styles.row}>
              <Stack space="1">
                <When at={answer.createdAt} />
                <blockquote className={styles.quote}>{answer.answer}</blockquote>
              </Stack>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

/** The messages of one chat, in the order they were sent. */
function groupByChat(messages: readonly ModerationMessage[]): ModerationMessage[][] {
  const chats = new Map<string, ModerationMessage[]>();
  for (const message of messages) chats.set(message.chatId, [...(chats.get(message.chatId) ?? []), message]);
  return [...chats.values()];
}

function Message({ message, ownerName }: { message: ModerationMessage; ownerName: string }) {
  const mark = message.reported ? 'reported' : message.offPlatform ? 'flagged' : 'plain';
  return (
    <li className={`${styles.message[message.fromOwner ? 'owner' : 'other']} ${styles.marked[mark]}`}>
      <Stack space="1">
        <Inline space="2">
          <Text as="span" size="sm" weight="semibold">
            {message.fromOwner ? `${ownerName} (owner)` : message.senderName}
          </Text>
          <When at={message.sentAt} />
          {message.reported && <Badge tone="critical">Reported</Badge>}
          {message.offPlatform && <Badge tone="warning">Flagged off-platform</Badge>}
        </Inline>
        {message.message === null ? (
          <Text size="sm" tone="muted">
            No text: removed, or an image only.
          </Text>
        ) : (
          <Text>
            <span className={styles.messageText}>{message.message}</span>
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** The reported or flagged messages with those around them, one list per chat. */
export function Messages({ kase }: { kase: ModerationCase }) {
  if (kase.messages.length === 0) return null;
  const ownerName = kase.target.owner.name;
  return (
    <DetailSection title="Chat messages">
      <Stack space="4">
        {groupByChat(kase.messages).map((chat) => {
          const other = chat.find((message) => !message.fromOwner)?.senderName;
          const label = other ? `Chat between ${ownerName} and ${other}` : `Chat of ${ownerName}`;
          return (
            <Stack key={chat[0]?.chatId} space="2">
              <Text size="sm" weight="semibold">
                {label}
              </Text>
              <Stack as="ol" space="2" aria-label={label}>
                {chat.map((message) => (
                  <Message key={message.id} message={message} ownerName={ownerName} />
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </DetailSection>
  );
}
