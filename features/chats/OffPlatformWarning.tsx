import { ShieldAlert } from 'lucide-react';
import { OFF_PLATFORM_WARNING } from '../../contract';
import * as styles from './chats.css';

/**
 * Under a message that takes payment or contact off Kampus (a phone or account number, 'pay
 * outside', another payment site): both people read that escrow protects only payments made on
 * Kampus. The message itself stays as it was sent.
 */
export function OffPlatformWarning() {
  return (
    <p className={styles.offPlatformWarning} role="note">
      <ShieldAlert size={16} aria-hidden="true" className={styles.offPlatformIcon} />
      <span>{OFF_PLATFORM_WARNING}</span>
    </p>
  );
}
