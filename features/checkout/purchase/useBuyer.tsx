import { useCurrentUser, useSession, useUniversities } from '../../../client';
import { LoadError } from '../../../ui';

/** Screens that may leave for the payment page. */
export interface LeavesForPayment {
  /** Sends the browser to the payment page (stories pass a stand-in). */
  goToPayment?: (url: string) => void;
}

/**
 * Who is buying (when signed in) and the universities their contact details choose from, asked
 * for at once; `detailsError` is what to show instead of the purchase when the signed-in buyer's
 * details could not be loaded.
 */
export function useBuyer() {
  const session = useSession();
  const user = useCurrentUser();
  const universities = useUniversities();
  const detailsError = session && user.error && (
    <LoadError title="Your details could not be loaded" message={user.error.message} onRetry={() => void user.mutate()} />
  );
  return { session, user, universities, detailsError };
}
