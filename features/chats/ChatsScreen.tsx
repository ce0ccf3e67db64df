import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Chat } from '../../contract';
import { paths } from '../../client';
import {
  Avatar,
  Badge,
  Card,
  CardLink,
  EmptyState,
  LinkButton,
  LoadError,
  Pagination,
  Skeleton,
  SkeletonRegion,
  Stack,
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
      <div className={styles.row}>
        <Avatar name={chat.otherParty.name} photo={chat.otherParty.avatar} />
        <div className={styles.rowText}>
          <h2 id={nameId} className={`${styles.rowName} ${styles.ellipsis}`}>
            <CardLink href={dashboardPathsOf(dashboard).chat(chat.id)}>{chat.otherParty.name}</CardLink>
          </h2>
          {chat.listing && <span className={`${styles.muted} ${styles.ellipsis}`}>{chat.listing.title}</span>}
          <span className={`${styles.muted} ${styles.ellipsis} ${unread ? styles.unreadPreview : ''}`}>{preview}</span>
        </div>
        <Stack space="1" align="right">
          <span className={styles.muted}>{listTime(chat.lastActivityAt)}</span>
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
      </div>
    </Card>
  );
}

function ChatsSkeleton() {
  return (
    <SkeletonRegion label="Loading your messages">
      <div className={styles.list}>
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} padding="sm">
            <div className={styles.row}>
              <Skeleton shape="circle" />
              <Skeleton lines={2} />
            </div>
          </Card>
        ))}
      </div>
    </SkeletonRegion>
  );
}

function NoChats({ dashboard }: { dashboard: ChatDashboard }) {
  return dashboard === 'buyer' ? (
    <EmptyState
      icon={<MessagesSquare aria-hidden="true" />}
      title="No messages yet"
      description="Questions about an item? Open it and press 'Message seller': your conversations with sellers show here."
      action={<LinkButton href={paths.explore()}>Explore products</LinkButton>}
    />
  ) : (
    <EmptyState
      icon={<MessagesSquare aria-hidden="true" />}
      title="No messages yet"
      description="When a student asks about one of your listings, the conversation shows here."
      action={<LinkButton href={paths.sellerDashboard.listings}>See your listings</LinkButton>}
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
        <ul className={styles.list} aria-label="Conversations">
          {data.data.map((chat) => (
            <ChatRow key={chat.id} chat={chat} dashboard={dashboard} />
          ))}
        </ul>
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
    <div className={styles.screen}>
      <div>
        <h1 className={styles.title}>Messages</h1>
        {data && data.unreadCount > 0 && (
          <p className={styles.muted}>
            {data.unreadCount} unread {data.unreadCount === 1 ? 'message' : 'messages'}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}
