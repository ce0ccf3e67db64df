import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

export type CodePurpose = 'verify_email' | 'reset_password';

/** 6-digit codes sent by mail, stored as an HMAC; at most one live code per user and purpose. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** Every check counts, so parallel guesses cannot exceed the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('email_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('email_codes_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * One row per login. Access tokens carry the session's id, and the auth guard accepts them
 * only while the session is not revoked, so logout, password change and reset take effect at
 * once instead of when the token expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Whether the login asked to be remembered: a browser's refresh cookie then outlives the
     * browser, and every rotation keeps that choice.
     */
    persistent: boolean('persistent').notNull().default(true),
    createdAt: moment('created_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** Set when the login passed the console's second factor (POST /v1/staff/second-factor). */
    secondFactorAt: moment('second_factor_at'),
    /** The console session's last /v1/admin request: idle too long, requireStaff revokes it. */
    staffActiveAt: moment('staff_active_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256; rotated on each use within their session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (login) this token belongs to. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use tokens handed out by verify-reset-code, stored as SHA-256. */
export const resetTokens = pgTable('reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: moment('created_at').notNull(),
});
