import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../contract';
import { accountColumns } from './account-columns';
import { users } from './schema';
import { unauthorized } from '../../http/api-error';
import type { Services } from '../../services';
import { profilePhotoOf } from './photo-view';

/**
 * The signed-in user as GET /v1/user shows them. The hottest authenticated query: one
 * prepared primary-key lookup, the university's name from the in-memory directory.
 */
export function currentUserLoader({ db, universities }: Services) {
  const byId = db
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_current_user');

  return async (userId: string): Promise<CurrentUser> => {
    const [row] = await byId.execute({ id: userId });
    // A valid token for an account that no longer exists.
    if (!row) throw unauthorized();
    const { photoPath, ...user } = row;
    return { ...user, university: await universities.nameOf(row.universityId), avatar: profilePhotoOf(photoPath) };
  };
}
