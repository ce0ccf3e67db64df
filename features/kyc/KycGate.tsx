import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { KycStatus } from '../../contract';
import { useKycStatus } from './api';
import { GateError, GateLoading } from './GateFallback';
import { kycPageDecision, sellerDashboardDecision, type KycGateDecision } from './kycStatusRules';
import { RedirectWithNotice } from './RedirectWithNotice';

interface StatusGateProps {
  decide: (status: KycStatus) => KycGateDecision;
  /** Decide on the first status read and keep to it while mounted. */
  decideOnce?: boolean;
  /** The guarded content; without it, the matched child route. */
  children?: ReactNode;
}

function StatusGate({ decide, decideOnce = false, children }: StatusGateProps) {
  const { data, error, mutate } = useKycStatus();
  const [firstStatus, setFirstStatus] = useState<KycStatus | null>(null);
  if (decideOnce && data && firstStatus === null) setFirstStatus(data.status);

  if (!data) return error ? <GateError onRetry={() => void mutate()} /> : <GateLoading />;
  const decision = decide(decideOnce ? (firstStatus ?? data.status) : data.status);
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
