import { Navigate } from 'react-router';
import { paths, useCurrentUser, useSession } from '../../client';
import { PageLoading } from '../pages/PageLoading';

/**
 * The spec's bare /seller ('the public seller profile', with no seller named): a signed-in
 * seller (KYC approved) sees their own public profile, as buyers see it; anyone else, a guest
 * included, the seller directory. Either way the address is replaced, so Back does not return here.
 */
export function SellerEntry() {
  const session = useSession();
  const { data: user, error } = useCurrentUser();
  if (session && !user && !error) return <PageLoading />;
  const to = user?.kycStatus === 'APPROVED' ? paths.sellerProfile(user.id) : paths.users;
  return <Navigate to={to} replace />;
}
