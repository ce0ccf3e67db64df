import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { endSession, paths } from '../../client';
import { toast } from '../../ui';

export const LOGGED_OUT_MESSAGE = 'You have been logged out';

/** Ends the session, forgets every cached answer, and takes the visitor to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    const ending = endSession();
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(paths.login, { replace: true });
    toast.success(LOGGED_OUT_MESSAGE);
    await ending;
  };
}
