import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../client';
import type { KycStatus } from '../../contract';
import { GateError, GateLoading, kycPageDecision, sellerDashboardDecision, type KycGateDecision } from '../../features/kyc';
import { RedirectWithNotice } from './RedirectWithNotice';

interface StatusGateProps {
  decide: (status: KycStatus) => KycGateDecision;
  /** Decide on the first status read and keep to it while mounted. */
  decideOnce?: boolean;
  /** The guarded content; without it, the matched child route. */
  children?: ReactNode;
}

/** Shows the page or redirects, by the signed-in user's KYC status (read with the current user). */
function StatusGate({ decide, decideOnce = false, children }: StatusGateProps) {
  const { data: user, error, mutate } = useCurrentUser();
  const [firstStatus, setFirstStatus] = useState<KycStatus | null>(null);
  if (decideOnce && user && firstStatus === null) setFirstStatus(user.kycStatus);

  if (!user) return error ? <GateError onRetry={() => void mutate()} /> : <GateLoading />;
  const decision = decide(decideOnce ? (firstStatus ?? user.kycStatus) : user.kycStatus);
  if (decision.kind === 'redirect') return <RedirectWithNotice to={decision.to} notice={decision.notice} />;
  return children ?? <Outlet />;
}

/**
 * Guards the /kyc pages (as a wrapper or a layout route): PENDING -> 'KYC is pending' and
 * /dashboard; APPROVED -> /seller/dashboard; NOT_SUBMITTED and REJECTED stay. It decides
 * on entry, so the status turning PENDING after a submission does not leave the done step.
 */
export function KycGate({ children }: { children?: ReactNode }) {
  return (
    <StatusGate decide={kycPageDecision} decideOnce>
      {children}
    </StatusGate>
  );
}

/**
 * Guards the seller dashboard (as a wrapper or a layout route): only APPROVED shows it.
 * NOT_SUBMITTED or REJECTED -> 'Submit KYC, to start selling' and /kyc; PENDING -> the
 * pending notice and /dashboard. Each notice shows once per visit.
 */
export function SellerGate({ children }: { children?: ReactNode }) {
  return <StatusGate decide={sellerDashboardDecision}>{children}</StatusGate>;
}
