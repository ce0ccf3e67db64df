import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/**
 * A staff member's confirmed authenticator (TOTP). The secret is kept as the authenticator
 * keeps it, since checking a code needs it; what it guards against is a stolen password.
 * `lastStep` is the 30-second step of the last accepted code: a code is accepted once.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  lastStep: integer('last_step'),
  enrolledAt: moment('enrolled_at').notNull(),
});

/** The ten single-use recovery codes handed out at enrolment, as a keyed hash. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The step between a right password and a right code: an opaque token (stored as SHA-256),
 * good for a few minutes and a few wrong codes. On enrolment it carries the new secret until a
 * code from the new app confirms it.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    enrolSecret: text('enrol_secret'),
    /** Every check counts, so parallel guesses cannot exceed the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    spentAt: moment('spent_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('staff_sign_in_challenges_user_idx').on(t.userId)],
);
