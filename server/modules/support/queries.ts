import { desc } from 'drizzle-orm';
import type { SupportService } from '../../../contract';
import { supportReference } from '../../../contract';
import type { Database } from '../../db/database';
import { supportRequests } from './schema';

export interface SupportRequestListItem {
  id: string;
  reference: string;
  source: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  service: SupportService;
  detail: string;
  userId: string | null;
  createdAt: Date;
}

/** The newest support requests first. */
export async function latestSupportRequests(db: Database, limit: number): Promise<SupportRequestListItem[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reference: supportReference(row.id) }));
}
