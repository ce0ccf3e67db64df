import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FileVisibility } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

export type { FileVisibility };

/** Uploaded images; the bytes live in the storage backend under `bucket/key`. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    bucket: text('bucket').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<FileVisibility>().notNull().default('private'),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), check('files_visibility_check', sql`${t.visibility} in ('public', 'private')`)],
);
