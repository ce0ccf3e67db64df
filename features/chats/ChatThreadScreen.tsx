import { ArrowLeft, Check, CheckCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CHAT_MESSAGE_REMOVED,
  formatTime,
  OFF_PLATFORM_WARNING,
  type ChatListing,
  type ChatMessage,
  type ChatMessageStatus,
  type ChatParty,
} from '../../contract';
import { useMutation } from '../../client';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Heading,
  Inline,
  Link,
  LoadError,
  Modal,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  visuallyHidden,
} from '../../ui';
import {
  earlierMessages,
  useChat,
  useChatDraft,
  useChatMessages,
  useCloseChat,
  useMarkChatRead,
  useSendMessage,
  useStartChat,
  type MessageInput,
} from './api';
import { BlockButton, ReportDialog, useBlockedPeople } from '../safety';
import { BlockedNotice, isBlockedRefusal } from './BlockedNotice';
import { dashboardPathsOf, groupByDay, listingHref, reportLabelOf, statusText, type ChatDashboard } from './chatView';
import { Composer } from './Composer';
import { MessageActions } from './MessageActions';
import { OffPlatformWarning } from './OffPlatformWarning';
import * as styles from './chats.css';

/** One tick sent, two ticks delivered, two green ticks read; the word for screen readers. */
export function MessageTicks({ status }: { status: ChatMessageStatus }) {
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span className={`${styles.tick} ${status === 'read' ? styles.readTick : ''}`} data-status={status}>
      <Icon size={16} aria-hidden="true" />
      <span className={visuallyHidden}>{statusText[status]}</span>
    </span>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  /** The other person's name: their messages offer 'Report message'. */
  senderName: string;
  onOpenImage: (url: string, label: string) => void;
  onReport: (message: ChatMessage) => void;
}

function MessageBubble({ message, senderName, onOpenImage, onReport }: MessageBubbleProps) {
  return (
    <Stack as="li" space="1" align={message.mine ? 'right' : 'left'}>
      <div className={`${styles.messageLine} ${message.mine ? styles.mineLine : ''}`}>
        <div className={`${styles.bubble} ${message.mine ? styles.mineBubble : ''}`}>
          <Stack space="1">
            <span className={visuallyHidden}>{message.mine ? 'You:' : 'They wrote:'}</span>
            {message.removed ? (
              <p className={`${styles.messageText} ${styles.removedText}`}>{CHAT_MESSAGE_REMOVED}</p>
            ) : (
              <MessageContent message={message} onOpenImage={onOpenImage} />
            )}
            <Inline space="1" align="right">
              <Text as="time" size="xs" tone="muted" dateTime={message.timestamp}>
                {formatTime(message.timestamp)}
              </Text>
              {message.mine && <MessageTicks status={message.status} />}
            </Inline>
          </Stack>
        </div>
        {!message.mine && !message.removed && <MessageActions senderName={senderName} onReport={() => onReport(message)} />}
      </div>
      {message.offPlatform && !message.removed && <OffPlatformWarning />}
    </Stack>
  );
}

function MessageContent({ message, onOpenImage }: Pick<MessageBubbleProps, 'message' | 'onOpenImage'>) {
  return (
    <>
      {message.images.length > 0 && (
        <Inline space="2">
          {message.images.map((image, index) => {
            const label = `Photo ${index + 1} of ${message.images.length}`;
            return (
              <button key={image.key} type="button" className={styles.thumbButton} onClick={() => onOpenImage(image.url, label)}>
                <img className={styles.thumb} src={image.url} alt={`${label}, open larger`} loading="lazy" />
              </button>
            );
          })}
        </Inline>
      )}
      {message.message !== null && <p className={styles.messageText}>{message.message}</p>}
    </>
  );
}

function ThreadHeader({
  party,
  listing,
  dashboard,
  closed,
  action,
}: {
  party: ChatParty;
  listing: ChatListing | null;
  dashboard: ChatDashboard;
  closed?: boolean;
  action?: ReactNode;
}) {
  return (
    <>
      <span>
        <Link href={dashboardPathsOf(dashboard).chats}>
          <span className={styles.backLink}>
            <ArrowLeft size={16} aria-hidden="true" /> All messages
          </span>
        </Link>
      </span>
      <header className={styles.threadHeader}>
        <Inline space="3">
          <Avatar name={party.name} photo={party.avatar} />
          <div className={styles.threadWho}>
            <Stack space="0.5">
              <Heading level={1} size="lg">
                {party.name}
              </Heading>
              {listing && (
                <Text as="span" size="sm" tone="muted">
                  About <Link href={listingHref(listing)}>{listing.title}</Link>
                </Text>
              )}
            </Stack>
          </div>
          {closed && <Badge tone="neutral">CLOSED</Badge>}
          {action}
        </Inline>
      </header>
    </>
  );
}

function ThreadSkeleton() {
  return (
    <SkeletonRegion label="Loading the conversation">
      <Stack space="4">
        <Skeleton lines={1} />
        <Skeleton lines={3} />
        <Skeleton lines={2} />
      </Stack>
    </SkeletonRegion>
  );
}

/** Messages grouped by day, mine on the right; a photo opens larger; theirs can be reported. */
function MessageList({ messages, senderName }: { messages: readonly ChatMessage[]; senderName: string }) {
  const [open, setOpen] = useState<{ url: string; label: string } | null>(null);
  // The reported message stays while the dialog closes, so its text does not vanish mid-animation.
  const [reported, setReported] = useState<ChatMessage | null>(null);
  const [reporting, setReporting] = useState(false);
  const days = useMemo(() => groupByDay(messages), [messages]);
  function report(message: ChatMessage) {
    setReported(message);
    setReporting(true);
  }
  return (
    <>
      {days.map((day) => (
        <Stack as="section" key={day.label} aria-label={day.label} space="4">
          <h2 className={styles.day}>{day.label}</h2>
          <Stack as="ol" space="2">
            {day.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                senderName={senderName}
                onOpenImage={(url, label) => setOpen({ url, label })}
                onReport={report}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      <Modal title={open?.label ?? 'Photo'} isOpen={open !== null} onClose={() => setOpen(null)} isDismissable size="md">
        {open && <img className={styles.fullImage} src={open.url} alt={open.label} />}
      </Modal>
      {reported && (
        <ReportDialog
          key={reported.id}
          target={{ kind: 'message', id: reported.id, label: reportLabelOf(reported) }}
          isOpen={reporting}
          onOpenChange={setReporting}
        />
      )}
    </>
  );
}

/** What a screen reader hears of a message that arrives, its warning included. */
function arrivalText(message: ChatMessage): string {
  if (message.removed) return CHAT_MESSAGE_REMOVED;
  const said = message.message ?? 'a photo';
  return message.offPlatform ? `${said}. ${OFF_PLATFORM_WARNING}` : said;
}

/** What the other party wrote since the thread was opened, said politely to screen readers. */
function useArrivals(messages: readonly ChatMessage[] | undefined, name: string): string {
  const seen = useRef<Set<string> | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!messages) return;
    if (seen.current === null) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const fresh = messages.filter((m) => !seen.current?.has(m.id));
    fresh.forEach((m) => seen.current?.add(m.id));
    const theirs = fresh.filter((m) => !m.mine);
    if (theirs.length > 0) {
      setSaid(theirs.map((m) => `New message from ${name}: ${arrivalText(m)}`).join('. '));
    }
  }, [messages, name]);
  return said;
}

function CloseChat({ name, onConfirm }: { name: string; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const closing = useMutation(onConfirm);
  async function confirm() {
    const result = await closing.trigger();
    if (result.ok) setOpen(false);
  }
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
        Close chat
      </Button>
      <Modal
        title="Close this chat?"
        role="alertdialog"
        isOpen={open}
        onClose={() => setOpen(false)}
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Keep chatting
            </Button>
            <Button tone="critical" isPending={closing.sending} onPress={() => void confirm()}>
              Close chat
            </Button>
          </>
        )}
      >
        <p>You and {name} can still read it, but neither of you can send new messages.</p>
        {closing.error && (
          <Text size="sm" tone="critical" role="alert">
            {closing.error.message}
          </Text>
        )}
      </Modal>
    </>
  );
}

function Thread({ id, dashboard }: { id: string; dashboard: ChatDashboard }) {
  const chat = useChat(id);
  const newest = useChatMessages(id);
  const send = useSendMessage(id);
  const markRead = useMarkChatRead(id);
  const closeChat = useCloseChat(id);
  // A refused send says the chat is blocked before the next read of the conversation does.
  const [refusedAsBlocked, setRefusedAsBlocked] = useState(false);
  const [earlier, setEarlier] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const reading = useRef<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const messages = useMemo(() => {
    const latest = newest.data?.data ?? [];
    const ids = new Set(latest.map((m) => m.id));
    return [...(earlier?.messages.filter((m) => !ids.has(m.id)) ?? []), ...latest];
  }, [earlier, newest.data]);
  const hasMore = earlier ? earlier.hasMore : (newest.data?.hasMore ?? false);
  const lastId = newest.data?.data.at(-1)?.id;
  const arrivals = useArrivals(newest.data?.data, chat.data?.otherParty.name ?? '');

  // Opening the conversation reads what the other party sent (again when more arrives).
  const unreadTheirs = newest.data?.data.filter((m) => !m.mine && m.status !== 'read').at(-1)?.id;
  useEffect(() => {
    if (!unreadTheirs || reading.current === unreadTheirs) return;
    reading.current = unreadTheirs;
    markRead().catch(() => {
      reading.current = null;
    });
  }, [unreadTheirs, markRead]);

  useEffect(() => {
    if (lastId) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  const loadEarlier = useMutation(async (before: string) => {
    const page = await earlierMessages(id, before);
    setEarlier((current) => ({ messages: [...page.data, ...(current?.messages ?? [])], hasMore: page.hasMore }));
  });

  function showEarlier() {
    const first = messages[0];
    if (first) void loadEarlier.trigger(first.id);
  }

  const error = chat.error ?? newest.error;
  if (error && (!chat.data || !newest.data)) {
    return (
      <LoadError
        title="This conversation could not be loaded"
        message={error.message}
        onRetry={() => {
          void chat.mutate();
          void newest.mutate();
        }}
      />
    );
  }
  if (!chat.data || !newest.data) return <ThreadSkeleton />;
  const { otherParty, listing, closed, closedBy } = chat.data;
  const blocked = chat.data.blocked || refusedAsBlocked;

  async function sendOrLearnBlocked(input: MessageInput) {
    try {
      await send(input);
    } catch (error) {
      // Not a failure of the composer's: the notice that replaces it says why.
      if (!isBlockedRefusal(error)) throw error;
      setRefusedAsBlocked(true);
      void chat.mutate();
    }
  }

  return (
    <Stack space="4">
      <ThreadHeader
        party={otherParty}
        listing={listing}
        dashboard={dashboard}
        closed={closed}
        action={
          <>
            {!blocked && <BlockButton person={otherParty} onBlocked={() => void chat.mutate()} />}
            {!closed && <CloseChat name={otherParty.name} onConfirm={closeChat} />}
          </>
        }
      />
      {hasMore && (
        <Button variant="transparent" size="sm" isPending={loadEarlier.sending} onPress={showEarlier}>
          Show earlier messages
        </Button>
      )}
      {messages.length === 0 ? (
        <Text size="sm" tone="muted">
          No messages yet.
        </Text>
      ) : (
        <MessageList messages={messages} senderName={otherParty.name} />
      )}
      <div ref={end} />
      <p className={visuallyHidden} aria-live="polite">
        {arrivals}
      </p>
      {blocked ? (
        <BlockedNotice
          party={otherParty}
          onUnblocked={() => {
            setRefusedAsBlocked(false);
            void chat.mutate();
          }}
        />
      ) : closed ? (
        <p className={styles.closedNotice} role="status">
          {closedBy === 'me'
            ? 'You closed this chat. You can still read it; to write again, message them from the listing.'
            : `${otherParty.name} closed this chat. You can still read it, but no new messages can be sent.`}
        </p>
      ) : (
        <Composer onSend={sendOrLearnBlocked} />
      )}
    </Stack>
  );
}

/** A first message to someone (about a listing): the conversation is made when it is sent. */
function NewChat({ dashboard }: { dashboard: ChatDashboard }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const recipientId = search.get('to') ?? '';
  const listingId = search.get('listing');
  const draft = useChatDraft(recipientId, listingId);
  const start = useStartChat();
  const [refusedAsBlocked, setRefusedAsBlocked] = useState(false);
  const blockedPeople = useBlockedPeople();

  if (draft.data?.chatId) return <Navigate to={dashboardPathsOf(dashboard).chat(draft.data.chatId)} replace />;
  if (draft.error) {
    return (
      <LoadError title="You cannot start this conversation" message={draft.error.message} onRetry={() => void draft.mutate()} />
    );
  }
  if (!draft.data) return <ThreadSkeleton />;
  const { recipient, listing } = draft.data;
  const blocked = refusedAsBlocked || (blockedPeople.data?.some((person) => person.userId === recipient.id) ?? false);

  async function sendFirst(input: MessageInput) {
    try {
      const chat = await start({ ...input, recipientId: recipient.id, ...(listing ? { listingId: listing.id } : {}) });
      await navigate(dashboardPathsOf(dashboard).chat(chat.id), { replace: true });
    } catch (error) {
      if (!isBlockedRefusal(error)) throw error;
      setRefusedAsBlocked(true);
    }
  }

  return (
    <Stack space="4">
      <ThreadHeader party={recipient} listing={listing} dashboard={dashboard} />
      <EmptyState
        size="sm"
        title={`Say hello to ${recipient.name}`}
        description={
          listing
            ? `Ask about “${listing.title}”: availability, condition, where to meet. Pay only through Kampus checkout, so your money stays in escrow.`
            : 'Pay only through Kampus checkout, so your money stays in escrow.'
        }
      />
      {blocked ? (
        <BlockedNotice party={recipient} onUnblocked={() => setRefusedAsBlocked(false)} />
      ) : (
        <Composer onSend={sendFirst} />
      )}
    </Stack>
  );
}

export interface ChatThreadScreenProps {
  dashboard: ChatDashboard;
}

/**
 * One conversation (/…/chats/{id}), or a first message (/…/chats/new?to={userId}&listing={listingId},
 * which continues the existing conversation when there is one). New messages arrive every 5 seconds.
 */
export function ChatThreadScreen({ dashboard }: ChatThreadScreenProps) {
  const { id = '' } = useParams();
  if (id === 'new') return <NewChat dashboard={dashboard} />;
  return <Thread key={id} id={id} dashboard={dashboard} />;
}
