import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { consolePaths, endSession } from '../../client';
import { toast } from '../../ui';
import { setSignOutReason } from './signOutReason';

export const SIGNED_OUT_MESSAGE = 'You have signed out of the console.';

/** Ends the console session, forgets every cached answer, and goes back to the console's sign-in. */
export function useConsoleSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    const ending = endSession();
    setSignOutReason(null);
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(consolePaths.signIn, { replace: true });
    toast.success(SIGNED_OUT_MESSAGE);
    await ending;
  };
}
