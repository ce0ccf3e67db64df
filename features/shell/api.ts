import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { currentUserSchema } from '../../contract';
import { endSession, useApi, useSession } from '../../client';
import { toast } from '../../ui';

export const LOGGED_OUT_MESSAGE = 'You have been logged out';

/** The current user (SWR key 'user'), fetched only while a session is stored. */
export function useCurrentUser() {
  const session = useSession();
  return useApi(session ? 'user' : null, currentUserSchema);
}

/** Ends the session, forgets every cached answer, and takes the visitor to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    const ending = endSession();
    await mutate(() => true, undefined, { revalidate: false });
    await navigate('/login', { replace: true });
    toast.success(LOGGED_OUT_MESSAGE);
    await ending;
  };
}
