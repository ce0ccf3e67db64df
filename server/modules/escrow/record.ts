/** Reading a purchase of any kind, and who a user is to it. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { MachineRule } from '../../../contract/machine';
import type { EscrowKind, EscrowTable, EscrowTables, RecordOf } from './kind';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A purchase's id is a UUID: anything else names no purchase (a 404, never a database error). */
export const isRecordId = (id: string) => uuidPattern.test(id);

/** Who a user is to a purchase: its buyer, its seller, an administrator, or nobody (null). */
export function partyOf(
  record: { buyerId: string; sellerId: string },
  userId: string,
  isAdmin: boolean,
): 'buyer' | 'seller' | 'admin' | null {
  if (record.buyerId === userId) return 'buyer';
  if (record.sellerId === userId) return 'seller';
  return isAdmin ? 'admin' : null;
}

/** Reads a purchase of `kind` inside a transaction (locking its row when asked); the kind's 404 when there is none. */
export async function readRecord<Tb extends EscrowTables, Rule extends MachineRule, Facts, Extra>(
  tx: Database,
  kind: EscrowKind<Tb, Rule, Facts, Extra>,
  id: string,
  lock = false,
): Promise<RecordOf<Tb>> {
  if (!isRecordId(id)) throw notFound(kind.notFound);
  const table: EscrowTable = kind.table;
  const query = tx.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(kind.notFound);
  return row as RecordOf<Tb>;
}
