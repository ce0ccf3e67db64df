import { useCurrentUser } from '../../client';
import type { CurrentUser, KycStatus } from '../../contract';
import { Badge, Inline, LoadError, Skeleton, SkeletonRegion, Stack, Text, TextField } from '../../ui';
import * as styles from './AccountScreen.css';
import { SettingsCard } from './SettingsCard';
import { GetVerifiedButton, KYC_HINT, KycStatusBadge, needsKyc } from './KycStatus';
import { verifiedEmailBadge } from './statusBadges';

const kycExplanations: Record<KycStatus, string> = {
  NOT_SUBMITTED: KYC_HINT,
  PENDING: 'Your documents are being reviewed. We will email you when the review is done.',
  APPROVED: 'Your identity is verified. You can sell on Kampus.',
  REJECTED: 'Your last submission was not approved. Check the email we sent you and submit again.',
};

function Verification({ user }: { user: CurrentUser }) {
  return (
    <>
      <SettingsCard titleId="verification-kyc" title="Identity verification (KYC)" description={kycExplanations[user.kycStatus]}>
        <Text as="div" size="sm" tone="muted">
          <Inline space="2">
            <span>Status:</span>
            <KycStatusBadge status={user.kycStatus} size="md" />
            {needsKyc(user.kycStatus) && <GetVerifiedButton />}
          </Inline>
        </Text>
      </SettingsCard>
      <SettingsCard
        titleId="verification-email"
        title="Student email"
        description="You confirmed this address with a code when you registered."
      >
        <div className={styles.narrow}>
          <Stack space="2">
            <TextField label="Student email" type="email" value={user.email} isDisabled />
            <Inline space="2">
              <Badge tone={verifiedEmailBadge.tone}>{verifiedEmailBadge.label}</Badge>
            </Inline>
          </Stack>
        </div>
      </SettingsCard>
    </>
  );
}

/**
 * /dashboard/profile/verification: the KYC status (with 'Get verified' while it is needed)
 * and the student email, verified at registration (an account cannot sign in before that).
 */
export function VerificationScreen() {
  const { data: user, error, mutate } = useCurrentUser();
  let content;
  if (user) content = <Verification user={user} />;
  else if (error)
    content = (
      <LoadError title="Your verification status could not be loaded" message={error.message} onRetry={() => void mutate()} />
    );
  else
    content = (
      <SkeletonRegion label="Loading your verification status">
        <div className={styles.card}>
          <Skeleton lines={3} />
        </div>
      </SkeletonRegion>
    );
  return <Stack space="6">{content}</Stack>;
}
