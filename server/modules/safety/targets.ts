import { and, eq, inArray, or } from 'drizzle-orm';
import type { ListingStatus, ReportTargetKind } from '../../../contract';
import type { Database } from '../../db/database';
import { chatMessages, chats } from '../chat/schema';
import { events } from '../event/schema';
import { isUuid } from '../listing/params';
import { products } from '../product/schema';
import { users } from '../user/schema';

/** What a report names, as the report, the hiding rule and the moderation case need it. */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
  /** Who answers for it: the seller, the person themselves, the message's sender. */
  ownerId: string;
  label: string;
  /** A listing's public slug (its page), null for a person or a message. */
  slug: string | null;
  /** A listing's status; null for a person or a message. */
  status: ListingStatus | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  /** A listing removed (archived) or a message removed by staff. */
  removed: boolean;
  /** The conversation of a message; null otherwise. */
  chatId: string | null;
}

export type TargetKey = { kind: ReportTargetKind; id: string };
export const targetKey = (target: TargetKey) => `${target.kind}:${target.id}`;

const LABEL_LENGTH = 60;

/** The first words of a message, as a report names it. */
export function messageLabel(body: string | null): string {
  if (!body) return 'A photo';
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= LABEL_LENGTH ? flat : `${flat.slice(0, LABEL_LENGTH - 1).trimEnd()}…`;
}

export const personName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;

/** How a read takes the rows: `lock` keeps them locked until the transaction ends. */
type Lock = boolean;

// NO KEY UPDATE: rows that only point at the target (orders, reports, notifications) take KEY
// SHARE on it, so a lock held by a report or a decision does not hold them up.

async function listingTargets(db: Database, kind: 'product' | 'event', ids: string[], lock: Lock): Promise<ReportTarget[]> {
  const table = kind === 'product' ? products : events;
  const query = db
    .select({
      id: table.id,
      ownerId: table.sellerId,
      label: table.title,
      slug: table.slug,
      status: table.status,
      hiddenAt: table.hiddenAt,
      hiddenReason: table.hiddenReason,
    })
    .from(table)
    .where(inArray(table.id, ids));
  const rows = lock ? await query.for('no key update') : await query;
  return rows.map((row) => ({ ...row, kind, removed: row.status === 'archived', chatId: null }));
}

async function personTargets(db: Database, ids: string[], lock: Lock): Promise<ReportTarget[]> {
  const query = db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      hiddenAt: users.hiddenAt,
      hiddenReason: users.hiddenReason,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const rows = lock ? await query.for('no key update') : await query;
  return rows.map((row) => ({
    kind: 'person' as const,
    id: row.id,
    ownerId: row.id,
    label: personName(row),
    slug: null,
    status: null,
    hiddenAt: row.hiddenAt,
    hiddenReason: row.hiddenReason,
    removed: false,
    chatId: null,
  }));
}

/** Messages; with `partyId`, only those of conversations that person is one of the two people of. */
async function messageTargets(db: Database, ids: string[], lock: Lock, partyId?: string): Promise<ReportTarget[]> {
  const query = db
    .select({
      id: chatMessages.id,
      ownerId: chatMessages.senderId,
      body: chatMessages.body,
      removedAt: chatMessages.removedAt,
      chatId: chatMessages.chatId,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(inArray(chatMessages.id, ids), partyId ? or(eq(chats.userLow, partyId), eq(chats.userHigh, partyId)) : undefined));
  const rows = lock ? await query.for('no key update', { of: chatMessages }) : await query;
  return rows.map((row) => ({
    kind: 'message' as const,
    id: row.id,
    ownerId: row.ownerId,
    label: messageLabel(row.body),
    slug: null,
    status: null,
    hiddenAt: null,
    hiddenReason: null,
    removed: row.removedAt !== null,
    chatId: row.chatId,
  }));
}

function targetsOfKind(db: Database, kind: ReportTargetKind, ids: string[], lock: Lock, partyId?: string) {
  if (kind === 'product' || kind === 'event') return listingTargets(db, kind, ids, lock);
  if (kind === 'person') return personTargets(db, ids, lock);
  return messageTargets(db, ids, lock, partyId);
}

/**
 * The target of a report, or undefined when there is none (an unknown id, a message of a
 * conversation `partyId` is not in). With `lock`, its row stays locked until the transaction
 * ends: every report and decision on one target takes the same lock, so they happen one at a
 * time and each counts what the one before wrote.
 */
export async function findTarget(
  db: Database,
  kind: ReportTargetKind,
  id: string,
  options: { lock?: boolean; partyId?: string } = {},
): Promise<ReportTarget | undefined> {
  if (!isUuid(id)) return undefined;
  const [target] = await targetsOfKind(db, kind, [id], options.lock ?? false, options.partyId);
  return target;
}

/** Many targets at once (a student's reports, the queue): one query per kind, keyed by targetKey; a target gone is left out. */
export async function loadTargets(db: Database, keys: TargetKey[]): Promise<Map<string, ReportTarget>> {
  const found = new Map<string, ReportTarget>();
  for (const kind of ['product', 'event', 'person', 'message'] as const) {
    const ids = [...new Set(keys.filter((key) => key.kind === kind).map((key) => key.id))];
    if (ids.length === 0) continue;
    for (const target of await targetsOfKind(db, kind, ids, false)) found.set(targetKey(target), target);
  }
  return found;
}
