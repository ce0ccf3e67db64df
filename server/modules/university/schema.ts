import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
