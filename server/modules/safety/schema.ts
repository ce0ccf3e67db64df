import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportStatus, ReportTargetKind } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/**
 * What students report (a listing, an event, a person, a chat message), and what Kampus reports
 * by itself (`reporter_id` null: a listing held by the prohibited-items check). One open report
 * per reporter and target, so a report sent twice counts once. The target is not a foreign key:
 * a report outlives a deleted listing or message. `target_owner_id` is who answers for it (the
 * seller, the person, the sender), so a person's history is one index away.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetKind: text('target_kind').$type<ReportTargetKind>().notNull(),
    targetId: uuid('target_id').notNull(),
    targetOwnerId: uuid('target_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    /** Whether the report counted towards hiding when it was made (a verified reporter of 7 days, not ignored). */
    counts: boolean('counts').notNull(),
    outcome: text('outcome'),
    decidedAt: moment('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open' and ${t.reporterId} is not null`),
    index('reports_target_idx').on(t.targetKind, t.targetId, t.status),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_owner_idx').on(t.targetOwnerId),
    index('reports_reporter_idx').on(t.reporterId, t.status),
    check('reports_kind_check', sql`${t.targetKind} in ('product', 'event', 'person', 'message')`),
    check('reports_status_check', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);

/** What the owner of a reported target answers; staff read it in the moderation case. */
export const reportAnswers = pgTable(
  'report_answers',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<ReportTargetKind>().notNull(),
    targetId: uuid('target_id').notNull(),
    answer: text('answer').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('report_answers_target_idx').on(t.targetKind, t.targetId, t.createdAt)],
);

/** Who blocked whom: silent, one row per pair and direction. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
