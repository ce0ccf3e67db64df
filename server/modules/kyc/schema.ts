import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kycRejectionReasons } from '../../../contract';
import type { AccountType, KycRejectionReason, KycStatus } from '../../../contract';
import { moment } from '../../db/columns';
import { files } from '../file/schema';
import { universities } from '../university/schema';
import { users } from '../user/schema';

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
    /** What the student is told (the reason's label and the reviewer's message). */
    rejectionReason: text('rejection_reason'),
    /** The reason chosen from the console's list; null for rejections from before it, and when not rejected. */
    rejectionCode: text('rejection_code').$type<KycRejectionReason>(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: moment('reviewed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    check('kyc_submissions_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check(
      'kyc_submissions_rejection_code_check',
      sql`${t.rejectionCode} is null or ${t.rejectionCode} in (${sql.raw(kycRejectionReasons.map((reason) => `'${reason}'`).join(', '))})`,
    ),
    check('kyc_submissions_account_type_check', sql`${t.accountType} in ('individual', 'brand')`),
    // At most one live (PENDING or APPROVED) submission per user, even under a race.
    uniqueIndex('kyc_submissions_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED')`),
  ],
);
