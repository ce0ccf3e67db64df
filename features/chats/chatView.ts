import type { ChatListing, ChatMessage } from '../../contract';
import { paths, type DashboardBase } from '../../client';
import { CHAT_MESSAGE_REMOVED, formatLongDate, formatTime } from '../../contract';

export type ChatDashboard = 'buyer' | 'seller';

export const dashboardPathsOf = (dashboard: ChatDashboard) => (dashboard === 'seller' ? paths.sellerDashboard : paths.dashboard);
export const dashboardBaseOf = (dashboard: ChatDashboard): DashboardBase => dashboardPathsOf(dashboard).base;

/** Where a listing's page is. */
export function listingHref(listing: ChatListing): string {
  return listing.type === 'products' ? paths.product(listing.slug) : paths.ticket(listing.slug);
}

/** A message in one line for the list: its text, or what it carries. */
export function previewOf(message: ChatMessage): string {
  if (message.removed) return CHAT_MESSAGE_REMOVED;
  const text = message.message?.replace(/\s+/g, ' ').trim();
  const what = text || (message.images.length === 1 ? 'Photo' : `${message.images.length} photos`);
  return message.mine ? `You: ${what}` : what;
}

const REPORT_LABEL_MAX = 60;

/** A message's first words (or what it carries), naming it in a report. */
export function reportLabelOf(message: ChatMessage): string {
  const text = message.message?.replace(/\s+/g, ' ').trim() ?? '';
  if (!text) return message.images.length === 1 ? 'A photo' : `${message.images.length} photos`;
  return text.length <= REPORT_LABEL_MAX ? text : `${text.slice(0, REPORT_LABEL_MAX - 1).trimEnd()}…`;
}

/** The list's time: the hour today, else the date. */
export function listTime(timestamp: string, now = new Date()): string {
  return formatLongDate(timestamp) === formatLongDate(now) ? formatTime(timestamp) : formatLongDate(timestamp);
}

/** 'Today', 'Yesterday' or the long date: the heading of a day's messages. */
export function dayLabel(timestamp: string, now = new Date()): string {
  const day = formatLongDate(timestamp);
  if (day === formatLongDate(now)) return 'Today';
  if (day === formatLongDate(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return 'Yesterday';
  return day;
}

export interface DayOfMessages {
  label: string;
  messages: ChatMessage[];
}

/** Messages (oldest first) grouped by the day they were sent. */
export function groupByDay(messages: readonly ChatMessage[], now = new Date()): DayOfMessages[] {
  const days: DayOfMessages[] = [];
  for (const message of messages) {
    const label = dayLabel(message.timestamp, now);
    const last = days.at(-1);
    if (last && last.label === label) last.messages.push(message);
    else days.push({ label, messages: [message] });
  }
  return days;
}

/** What a screen reader hears for a tick. */
export const statusText = { sent: 'Sent', delivered: 'Delivered', read: 'Read' } as const;
