import type { KycStatus } from '../../contract';
import { paths } from '../../client';
import { Badge, Link, LinkButton, Tooltip, type BadgeProps } from '../../ui';
import { kycStatusBadges } from './statusBadges';

export const KYC_HINT = 'Complete your KYC to start selling and increase your account trust.';

/** Whether the user can (still or again) start KYC. */
export function needsKyc(status: KycStatus): boolean {
  return status === 'NOT_SUBMITTED' || status === 'REJECTED';
}

/** The KYC status as a badge: its tone and words from `kycStatusBadges`. */
export function KycStatusBadge({ status, size }: { status: KycStatus; size?: BadgeProps['size'] }) {
  const { tone, label } = kycStatusBadges[status];
  return (
    <Badge tone={tone} size={size}>
      {label}
    </Badge>
  );
}

/** The profile's KYC line: the status badge, and 'Get verified' (with its hint) while KYC is needed. */
export function KycStatusLine({ status }: { status: KycStatus }) {
  return (
    <>
      <span>KYC status:</span>
      <KycStatusBadge status={status} />
      {needsKyc(status) && (
        <Tooltip content={KYC_HINT} placement="bottom">
          <Link href={paths.kyc} weight="semibold">
            Get verified
          </Link>
        </Tooltip>
      )}
    </>
  );
}

/** The verification page's call to action while KYC is needed. */
export function GetVerifiedButton() {
  return (
    <LinkButton href={paths.kyc} size="sm">
      Get verified
    </LinkButton>
  );
}
