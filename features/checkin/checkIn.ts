import * as v from 'valibot';
import { ticketCodeField, type CheckInCounts, type CheckInResponse, formatTime } from '../../contract';

export type CheckInAnswer = CheckInResponse['data'];

/** What a typed code reads as: the code the server expects (no spaces or dashes, upper case), or why not. */
export function readTypedCode(text: string): { code: string } | { error: string } {
  const parsed = v.safeParse(ticketCodeField, text);
  return parsed.success ? { code: parsed.output } : { error: parsed.issues[0].message };
}

/** The ticket code a scanned QR holds, or null when it holds something else. */
export function readScannedCode(text: string): string | null {
  const parsed = v.safeParse(ticketCodeField, text);
  return parsed.success ? parsed.output : null;
}

/** A long code in groups of four, easier to compare with the guest's screen: 'ABCD EFGH IJ'. */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/** 'Checked in 37 of 120': people admitted of the people the tickets sold admit. */
export function checkedInText(counts: Pick<CheckInCounts, 'sold' | 'checkedIn'>): string {
  return `Checked in ${counts.checkedIn} of ${counts.sold}`;
}

export type ResultTone = 'positive' | 'warning' | 'critical';

/** How the gate's result panel reads one answer: its colour, its headline and the lines under it. */
export interface ResultView {
  tone: ResultTone;
  title: string;
  lines: string[];
}

function holderLines(ticket: CheckInAnswer['ticket']): string[] {
  if (!ticket) return [];
  const seat = ticket.seats > 1 ? ` · Seat ${ticket.seat} of ${ticket.seats}` : '';
  return [ticket.holderName, `${ticket.tierName}${seat}`];
}

/** The result panel of one check-in answer (times in Lagos time, as every time on Kampus). */
export function resultView(answer: Pick<CheckInAnswer, 'result' | 'ticket' | 'checkedInAt'>): ResultView {
  switch (answer.result) {
    case 'admitted':
      return { tone: 'positive', title: 'Admitted', lines: holderLines(answer.ticket) };
    case 'already_used':
      return {
        tone: 'warning',
        title: 'Already used',
        lines: [
          answer.checkedInAt ? `Checked in at ${formatTime(answer.checkedInAt)}` : 'This ticket was checked in before.',
          ...holderLines(answer.ticket),
        ],
      };
    case 'refunded':
      return {
        tone: 'critical',
        title: 'Refunded',
        lines: ['This ticket was refunded: do not admit.', ...holderLines(answer.ticket)],
      };
    case 'not_for_this_event':
      return { tone: 'critical', title: 'Not for this event', lines: ['This code is not a ticket for this event.'] };
  }
}
