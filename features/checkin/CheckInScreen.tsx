import { CalendarX2, CircleCheckBig, CircleX, Hourglass, ScanLine, TriangleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage, paths } from '../../client';
import type { CheckInCounts } from '../../contract';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  LinkButton,
  LoadError,
  Notice,
  ProgressBar,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  TextField,
} from '../../ui';
import { eventSchedule } from '../events';
import { CodeScanner, type CodeScannerMessages } from '../orders';
import { useCheckIn, useCheckInSummary, type CheckInSummary } from './api';
import { checkedInText, groupedCode, readScannedCode, readTypedCode, resultView, type ResultView } from './checkIn';
import * as styles from './checkin.css';

export const NOT_YOUR_EVENT_TEXT = 'This event is not yours or does not exist';
export const EVENT_CANCELLED_TEXT = 'This event was cancelled. Every ticket was refunded, so no code admits anyone.';
export const READY_TEXT = 'Ready: scan a ticket or type its code.';

export const scannerMessages: CodeScannerMessages = {
  aim: "Point the camera at the QR code on the guest's ticket.",
  denied: "Kampus may not use the camera. Allow it in your browser's site settings, or type the ticket code below.",
  noCamera: 'No camera could be opened on this device. Type the ticket code below instead.',
  notACode: "That QR code is not a Kampus ticket. Scan the QR code on the guest's ticket.",
};

const ticketListings = `${paths.sellerDashboard.listings}?type=tickets`;

/** What the result panel shows: nothing tried yet, a code being checked, an answer, or a failed attempt. */
type Attempt =
  | { state: 'idle' }
  | { state: 'checking'; code: string }
  | { state: 'answered'; code: string; view: ResultView }
  | { state: 'failed'; code: string; message: string };

const icons = {
  positive: <CircleCheckBig size={48} aria-hidden="true" />,
  warning: <TriangleAlert size={48} aria-hidden="true" />,
  critical: <CircleX size={48} aria-hidden="true" />,
};

function ResultPanel({ attempt }: { attempt: Attempt }) {
  let content: ReactNode;
  if (attempt.state === 'idle') {
    content = <p className={styles.panel.idle}>{READY_TEXT}</p>;
  } else if (attempt.state === 'checking') {
    content = (
      <div className={styles.panel.checking}>
        <span className={styles.panelIcon}>
          <Hourglass size={32} aria-hidden="true" />
        </span>
        <p className={styles.panelLines}>Checking…</p>
        <p className={styles.panelCode}>Code {groupedCode(attempt.code)}</p>
      </div>
    );
  } else {
    const view: ResultView =
      attempt.state === 'answered' ? attempt.view : { tone: 'critical', title: 'Not checked', lines: [attempt.message] };
    content = (
      <div className={styles.panel[view.tone]}>
        <span className={styles.panelIcon}>{icons[view.tone]}</span>
        <p className={styles.panelTitle}>{view.title}</p>
        <div className={styles.panelLines}>
          {view.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </div>
        <p className={styles.panelCode}>Code {groupedCode(attempt.code)}</p>
      </div>
    );
  }
  return (
    // A status region announces each new result politely; it is always rendered so nothing is missed.
    <div role="status" aria-live="polite" aria-atomic="true" aria-label="Check-in result" className={styles.live}>
      {content}
    </div>
  );
}

/** The total: 'Checked in 37 of 120' and its bar, or that nothing was sold yet. */
function TotalCount({ counts }: { counts: CheckInCounts }) {
  return (
    <Card as="section" aria-labelledby="checkin-total">
      <Stack space="3">
        {counts.sold === 0 ? (
          <>
            <Heading level={2} size="md" id="checkin-total">
              No tickets sold yet
            </Heading>
            <Text size="sm" tone="muted">
              Guests show up in these counts as they buy tickets.
            </Text>
          </>
        ) : (
          <>
            <Heading level={2} size="md" id="checkin-total">
              Guests
            </Heading>
            <ProgressBar
              label={
                <Text as="span" size="lg" weight="semibold">
                  {checkedInText(counts)}
                </Text>
              }
              value={counts.checkedIn}
              maxValue={counts.sold}
              tone="positive"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Checked in of sold, per ticket type. */
function TierCounts({ counts }: { counts: CheckInCounts }) {
  if (counts.sold === 0 || counts.tiers.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="checkin-tiers">
      <Stack space="3">
        <Heading level={2} size="md" id="checkin-tiers">
          By ticket type
        </Heading>
        <Stack as="ul" space="3" aria-labelledby="checkin-tiers">
          {counts.tiers.map((tier) => (
            <li key={tier.tierId}>
              {tier.sold > 0 ? (
                <ProgressBar
                  label={tier.name}
                  valueLabel={`${tier.checkedIn} of ${tier.sold}`}
                  value={tier.checkedIn}
                  maxValue={tier.sold}
                />
              ) : (
                <Text as="span" size="sm" tone="muted">{`${tier.name}: none sold`}</Text>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

type Scanner = { state: 'off' } | { state: 'on' } | { state: 'unavailable'; message: string };

function Gate({ summary, eventId }: { summary: CheckInSummary; eventId: string }) {
  const checkIn = useCheckIn(eventId);
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [scanner, setScanner] = useState<Scanner>({ state: 'off' });
  const latest = useRef(0);
  const form = useRef<HTMLFormElement>(null);

  async function attemptCode(code: string) {
    const id = ++latest.current;
    setAttempt({ state: 'checking', code });
    try {
      const answer = await checkIn(code);
      if (id === latest.current) setAttempt({ state: 'answered', code, view: resultView(answer) });
    } catch (failure) {
      if (id !== latest.current) return;
      const message =
        failure instanceof ApiError && failure.status === 404
          ? NOT_YOUR_EVENT_TEXT
          : failure instanceof ApiError && failure.fieldErrors.code
            ? failure.fieldErrors.code
            : errorMessage(failure);
      setAttempt({ state: 'failed', code, message });
    }
  }

  function submitTyped(event: FormEvent) {
    event.preventDefault();
    const read = readTypedCode(typed);
    if ('error' in read) {
      setTypedError(read.error);
      return;
    }
    setTypedError(undefined);
    setTyped('');
    // Ready for the next guest at once: the field keeps the focus while the answer comes.
    form.current?.querySelector('input')?.focus();
    void attemptCode(read.code);
  }

  const { event, counts } = summary;
  return (
    <div className={styles.screen}>
      <div className={styles.area.header}>
        <Stack as="header" space="1">
          <Link href={ticketListings}>Your ticket listings</Link>
          <h1 className={styles.title}>{event.title}</h1>
          <Text size="sm" tone="muted">
            <time dateTime={event.startsAt}>{eventSchedule(event)}</time>
            {` · ${event.venue}`}
          </Text>
        </Stack>
      </div>
      <div className={styles.area.total}>
        <TotalCount counts={counts} />
      </div>
      <div className={styles.area.gate}>
        <Stack space="4">
          {event.cancelled && (
            <Notice as="p" tone="caution">
              <Text as="span" weight="medium">
                {EVENT_CANCELLED_TEXT}
              </Text>
            </Notice>
          )}
          <ResultPanel attempt={attempt} />
          {scanner.state === 'on' ? (
            <Stack space="3">
              <CodeScanner
                continuous
                readCode={readScannedCode}
                messages={scannerMessages}
                onCode={(code) => void attemptCode(code)}
                onUnavailable={(message) => setScanner({ state: 'unavailable', message })}
              />
              <Button variant="outline" size="lg" fullWidth onPress={() => setScanner({ state: 'off' })}>
                Stop scanning
              </Button>
            </Stack>
          ) : (
            <Stack space="3">
              {scanner.state === 'unavailable' && (
                <Notice as="p" tone="critical" role="alert">
                  {scanner.message}
                </Notice>
              )}
              <Button
                size="lg"
                fullWidth
                iconStart={<ScanLine size={22} aria-hidden="true" />}
                onPress={() => setScanner({ state: 'on' })}
              >
                Scan ticket
              </Button>
            </Stack>
          )}
          <form ref={form} onSubmit={submitTyped} noValidate aria-label="Type a ticket code">
            <Stack space="3">
              <TextField
                label="Ticket code"
                description="The letters and digits under the QR code. Spaces and dashes do not matter."
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  setTypedError(undefined);
                }}
                validationError={typedError}
                autoComplete="off"
                spellCheck="false"
              />
              <Button type="submit" size="lg" fullWidth variant="soft">
                Check in
              </Button>
            </Stack>
          </form>
        </Stack>
      </div>
      <div className={styles.area.tiers}>
        <TierCounts counts={counts} />
      </div>
    </div>
  );
}

function GateSkeleton() {
  return (
    <SkeletonRegion label="Loading the check-in">
      <Stack space="4">
        <Skeleton lines={2} />
        <Skeleton shape="rect" />
        <Skeleton lines={3} />
      </Stack>
    </SkeletonRegion>
  );
}

export interface CheckInScreenProps {
  /** The event's id; by default the route's `:id`. */
  eventId?: string;
}

/**
 * /seller/dashboard/events/{id}/check-in: the organiser at the gate, on a phone, one hand. The
 * event and its live counts (refreshed every 15 s and from each answer), 'Scan ticket' (the
 * camera reads one guest after another) or a typed code, and after each attempt a large panel
 * that screen readers hear: Admitted, Already used, Refunded or Not for this event.
 */
export function CheckInScreen({ eventId: given }: CheckInScreenProps) {
  const { id = '' } = useParams();
  const eventId = given ?? id;
  const { data, error, mutate } = useCheckInSummary(eventId);

  if (data) return <Gate key={eventId} summary={data} eventId={eventId} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" />}
        title={NOT_YOUR_EVENT_TEXT}
        description="Check guests in from the event in your ticket listings."
        action={<LinkButton href={ticketListings}>Your ticket listings</LinkButton>}
      />
    );
  }
  if (error) return <LoadError title="The check-in could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  return <GateSkeleton />;
}
