import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';

/**
 * Every staff action, appended once. A trigger (migration 0023) refuses UPDATE, DELETE and
 * TRUNCATE, so not even a bug in a route can rewrite what a person did. The actor is kept by
 * id and by the e-mail and role they had then, without a foreign key: the entry outlives the
 * account, and a cascade would need to change it.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull(),
    /** Null when no signed-in person acted: the command line or a rule of the server. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_entries_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.id),
  ],
);
