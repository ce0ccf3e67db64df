import { CircleAlert } from 'lucide-react';
import { Stack } from '../../ui';
import { useKycStatus } from './api';
import * as styles from './RejectionNotice.css';

/**
 * After a rejected submission: why it was refused (GET /v1/kyc) and that the person may
 * submit again. Nothing for any other status.
 */
export function RejectionNotice() {
  const { data } = useKycStatus();
  if (data?.status !== 'REJECTED') return null;
  const reason = data.submission?.rejectionReason;
  return (
    <div className={styles.notice} role="note" aria-labelledby="kyc-rejection-title">
      <CircleAlert aria-hidden="true" size={20} className={styles.icon} />
      <Stack space="1">
        <p id="kyc-rejection-title" className={styles.title}>
          Your last KYC submission was not approved
        </p>
        {reason && <p>Reason: {reason}</p>}
        <p>Correct your details and submit again.</p>
      </Stack>
    </div>
  );
}
