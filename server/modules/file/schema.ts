import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The WebP sizes a public upload (a listing photo) was re-encoded to, metadata stripped. The
 * largest variant is stored under the upload's own key; the smaller ones under `<name>-<width>.webp`.
 * The original bytes of a public upload are not kept.
 */
export const fileVariants = pgTable(
  'file_variants',
  {
    key: text('key').primaryKey(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.key, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    unique('file_variants_file_width_unique').on(t.fileKey, t.width),
    check('file_variants_size_check', sql`${t.width} > 0 and ${t.height} > 0 and ${t.size} > 0`),
  ],
);
