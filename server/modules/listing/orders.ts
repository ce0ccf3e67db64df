import type { Database } from '../../db/database';

/**
 * Whether any order points at the listing, so that deleting it must archive it instead. There
 * are no orders yet: the orders module fills this in (a query on its table, inside the same
 * transaction as the delete).
 */
export async function hasOrders(tx: Database, listingId: string): Promise<boolean> {
  void tx;
  void listingId;
  return false;
}
