import type { KycStatus } from '../../contract';
import { Link, LinkButton, StatusBadge, Tooltip } from '../../ui';

export const KYC_HINT = 'Complete your KYC to start selling and increase your account trust.';
export const KYC_PATH = '/kyc';

/** Whether the user can (still or again) start KYC. */
export function needsKyc(status: KycStatus): boolean {
  return status === 'NOT_SUBMITTED' || status === 'REJECTED';
}

/** The profile's KYC line: the status badge, and 'Get verified' (with its hint) while KYC is needed. */
export function KycStatusLine({ status }: { status: KycStatus }) {
  return (
    <>
      <span>KYC status:</span>
      <StatusBadge status={status} />
      {needsKyc(status) && (
        <Tooltip content={KYC_HINT} placement="bottom">
          <Link href={KYC_PATH} weight="semibold">
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
    <LinkButton href={KYC_PATH} size="sm">
      Get verified
    </LinkButton>
  );
}
