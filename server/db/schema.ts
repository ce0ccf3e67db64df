import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountType, KycStatus, UserRole } from '../../contract';

/** All times are written by the application's clock (so tests can move it). */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** federal | state | private */
    ownership: text('ownership').notNull(),
  },
  (t) => [check('universities_ownership_check', sql`${t.ownership} in ('federal', 'state', 'private')`)],
);

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
    emailVerifiedAt: moment('email_verified_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_kyc_status_check', sql`${t.kycStatus} in ('NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

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

/** Opaque refresh tokens, stored as SHA-256; one family per login, rotated on each use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
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

/** Uploaded images; the bytes live in the storage backend under `bucket/key`. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    bucket: text('bucket').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').$type<AccountType>().notNull(),
    nin: text('nin').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    documentType: text('document_type').notNull(),
    documentImage: text('document_image')
      .notNull()
      .references(() => files.key),
    brandLogo: text('brand_logo').references(() => files.key),
    brandName: text('brand_name'),
    brandDescription: text('brand_description'),
    status: text('status').$type<Exclude<KycStatus, 'NOT_SUBMITTED'>>().notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: moment('reviewed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    check('kyc_submissions_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('kyc_submissions_account_type_check', sql`${t.accountType} in ('individual', 'brand')`),
    // At most one live (PENDING or APPROVED) submission per user, even under a race.
    uniqueIndex('kyc_submissions_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED')`),
  ],
);

export const schema = { universities, users, emailCodes, refreshTokens, resetTokens, files, kycSubmissions };
