import { useLocation, useNavigate } from 'react-router';
import { paths, useSession } from '../../client';
import { toast } from '../../ui';

/**
 * Runs `action` for a signed-in student; a guest is told `guestMessage` and sent to log in,
 * coming back to this page afterwards.
 */
export function useSignedInAction(guestMessage: string, action: () => void): () => void {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (session) {
      action();
      return;
    }
    toast.info(guestMessage);
    void navigate(paths.loginThen(`${location.pathname}${location.search}`));
  };
}
