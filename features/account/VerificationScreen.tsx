import { useCurrentUser } from '../../client';
import type { CurrentUser, KycStatus } from '../../contract';
import { Badge, LoadError, Skeleton, SkeletonRegion, Stack, TextField } from '../../ui';
import * as styles from './AccountScreen.css';
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
      <section className={styles.card} aria-labelledby="verification-kyc">
        <Stack space="1">
          <h2 id="verification-kyc" className={styles.cardTitle}>
            Identity verification (KYC)
          </h2>
          <p className={styles.cardText}>{kycExplanations[user.kycStatus]}</p>
        </Stack>
        <div className={styles.statusRow}>
          <span>Status:</span>
          <KycStatusBadge status={user.kycStatus} size="md" />
          {needsKyc(user.kycStatus) && <GetVerifiedButton />}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="verification-email">
        <Stack space="1">
          <h2 id="verification-email" className={styles.cardTitle}>
            Student email
          </h2>
          <p className={styles.cardText}>You confirmed this address with a code when you registered.</p>
        </Stack>
        <div className={styles.emailRow}>
          <TextField label="Student email" type="email" value={user.email} isDisabled />
          <div className={styles.statusRow}>
            <Badge tone={verifiedEmailBadge.tone}>{verifiedEmailBadge.label}</Badge>
          </div>
        </div>
      </section>
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
