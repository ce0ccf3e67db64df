import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Chat } from '../../contract';
import { paths } from '../../client';
import {
  Avatar,
  Badge,
  Card,
  CardLink,
  Column,
  Columns,
  EmptyState,
  Heading,
  LinkButton,
  LoadError,
  Pagination,
  Skeleton,
  SkeletonCards,
  Stack,
  Text,
} from '../../ui';
import { useChats } from './api';
import { dashboardPathsOf, listTime, previewOf, type ChatDashboard } from './chatView';
import * as styles from './chats.css';

function ChatRow({ chat, dashboard }: { chat: Chat; dashboard: ChatDashboard }) {
  const nameId = `chat-${chat.id}`;
  const unread = chat.unreadCount > 0;
  const preview = chat.lastMessage ? previewOf(chat.lastMessage) : 'No messages yet';
  return (
    <Card as="li" padding="sm" aria-labelledby={nameId}>
      <Columns space="3" alignY="center">
        <Column width="content">
          <Avatar name={chat.otherParty.name} photo={chat.otherParty.avatar} />
        </Column>
        <Column>
          <Stack space="0.5">
            <Heading level={2} size="md" truncate id={nameId}>
              <CardLink href={dashboardPathsOf(dashboard).chat(chat.id)}>{chat.otherParty.name}</CardLink>
            </Heading>
            {chat.listing && (
              <Text as="span" size="sm" tone="muted" truncate>
                {chat.listing.title}
              </Text>
            )}
            <Text as="span" size="sm" tone={unread ? 'neutral' : 'muted'} weight={unread ? 'medium' : undefined} truncate>
              {preview}
            </Text>
          </Stack>
        </Column>
        <Column width="content">
          <Stack space="1" align="right">
            <Text as="span" size="sm" tone="muted">
              {listTime(chat.lastActivityAt)}
            </Text>
            {unread && (
              <span
                className={styles.unreadCount}
                aria-label={`${chat.unreadCount} unread ${chat.unreadCount === 1 ? 'message' : 'messages'}`}
              >
                {chat.unreadCount}
              </span>
            )}
            {chat.closed && <Badge tone="neutral">CLOSED</Badge>}
          </Stack>
        </Column>
      </Columns>
    </Card>
  );
}

function ChatsSkeleton() {
  return (
    <SkeletonCards label="Loading your messages" count={4} space="2">
      <Columns space="3" alignY="center">
        <Column width="content">
          <Skeleton shape="circle" />
        </Column>
        <Skeleton lines={2} />
      </Columns>
    </SkeletonCards>
  );
}

function NoChats({ dashboard }: { dashboard: ChatDashboard }) {
  const buyer = dashboard === 'buyer';
  return (
    <EmptyState
      icon={<MessagesSquare aria-hidden="true" />}
      title="No messages yet"
      description={
        buyer
          ? "Questions about an item? Open it and press 'Message seller': your conversations with sellers show here."
          : 'When a student asks about one of your listings, the conversation shows here.'
      }
      action={
        buyer ? (
          <LinkButton href={paths.explore()}>Explore products</LinkButton>
        ) : (
          <LinkButton href={paths.sellerDashboard.listings}>See your listings</LinkButton>
        )
      }
    />
  );
}

export interface ChatsScreenProps {
  /** The buying dashboard's list (/dashboard/chats) or the selling one's (/seller/dashboard/chats). */
  dashboard: ChatDashboard;
}

/**
 * Every conversation of the signed-in student, newest activity first: who, about which
 * listing, the last message, when, how many are unread, and CLOSED ones marked. Read again
 * every 5 seconds; pages of 20 (`?page=`).
 */
export function ChatsScreen({ dashboard }: ChatsScreenProps) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page') ?? 1)) || 1);
  const { data, error, mutate } = useChats(page);

  let body;
  if (data && data.data.length > 0) {
    body = (
      <>
        <Stack as="ul" space="2" aria-label="Conversations">
          {data.data.map((chat) => (
            <ChatRow key={chat.id} chat={chat} dashboard={dashboard} />
          ))}
        </Stack>
        {data.page.totalPages > 1 && (
          <Pagination
            totalPages={data.page.totalPages}
            page={page}
            onPageChange={(target) => setSearch(target > 1 ? { page: String(target) } : {})}
          />
        )}
      </>
    );
  } else if (data) body = <NoChats dashboard={dashboard} />;
  else if (error)
    body = <LoadError title="Your messages could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  else body = <ChatsSkeleton />;

  return (
    <Stack space="5">
      <div>
        <Heading level={1} size="xl">
          Messages
        </Heading>
        {data && data.unreadCount > 0 && (
          <Text size="sm" tone="muted">
            {data.unreadCount} unread {data.unreadCount === 1 ? 'message' : 'messages'}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}
