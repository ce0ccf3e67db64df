import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { currentUserSchema, type CurrentUser } from '../../contract';
import { useSession } from '../session';
import { useApi } from '../swr';

/** The SWR key of the signed-in user (GET /v1/user): the header, the dashboards and KYC all read it. */
export const CURRENT_USER_KEY = 'user';

/** The signed-in user, fetched only while a session is stored. */
export function useCurrentUser() {
  const session = useSession();
  return useApi(session ? CURRENT_USER_KEY : null, currentUserSchema);
}

export interface CurrentUserCache {
  /** The server answered the saved user: every screen shows it at once, without asking again. */
  replace(user: CurrentUser): Promise<void>;
  /** The user changed on the server: shows a known change at once (if given), then fetches the user again. */
  refresh(change?: Partial<CurrentUser>): Promise<void>;
}

/** Writes to the cached current user after a call that changed it (a profile save, a KYC submission). */
export function useCurrentUserCache(): CurrentUserCache {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      async replace(user) {
        await mutate(CURRENT_USER_KEY, user, { revalidate: false });
      },
      async refresh(change) {
        if (change) {
          await mutate(CURRENT_USER_KEY, (user?: CurrentUser) => (user ? { ...user, ...change } : user), { revalidate: true });
        } else {
          await mutate(CURRENT_USER_KEY);
        }
      },
    }),
    [mutate],
  );
}
