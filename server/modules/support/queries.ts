import { desc } from 'drizzle-orm';
import { supportReference } from '../../../contract';
import type { Database } from '../../db/database';
import { supportRequests } from './schema';
import type { SupportRequestRow } from './schema';

export type SupportRequestListItem = SupportRequestRow & { reference: string };

/** The newest support requests first. */
export async function latestSupportRequests(db: Database, limit: number): Promise<SupportRequestListItem[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reference: supportReference(row.id) }));
}
