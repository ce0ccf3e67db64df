import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { KycStatus, UserRole } from '../../../contract';
import { moment } from '../../db/columns';
import { universities } from '../university/schema';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased by the contract, so one mailbox is one account. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    universityId: integer('university_id').references(() => universities.id),
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Mirrors the latest KYC submission, so that GET /v1/user is one query. */
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('NOT_SUBMITTED'),
    /**
     * The profile photo's largest file in storage, `<bucket>/<name>.webp` (its `files` row is
     * `<name>.webp`; the smaller sizes `<name>-<width>.webp`), or null for initials. Set and
     * cleared only with that row, in one transaction (user/photo.ts, account deletion).
     */
    photoPath: text('photo_path'),
    /** What the person writes about themselves, shown as About Me on their public seller profile; null when blank. */
    about: text('about'),
    emailVerifiedAt: moment('email_verified_at'),
    /**
     * Set by staff (people.suspend): the student cannot sign in, list or pay until restored;
     * their open orders still conclude. The reason is shown to them at sign-in.
     */
    suspendedAt: moment('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /**
     * Hidden pending review (by students' reports or by staff, `safety/`): the person's seller
     * profile, directory entry and listings are left out of every public read until restored.
     */
    hiddenAt: moment('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'support', 'finance')`),
    check('users_kyc_status_check', sql`${t.kycStatus} in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')`),
    // The catalogue leaves hidden people out of every list: the few of them, one small index.
    index('users_hidden_idx')
      .on(t.id)
      .where(sql`${t.hiddenAt} is not null`),
  ],
);
