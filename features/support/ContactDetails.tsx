import { SUPPORT_EMAIL } from '../../contract';
import { Stack, Text } from '../../ui';
import { SupportCard } from './SupportCard';
import * as styles from './support.css';

/** Where else to reach support: the mailbox every message lands in. */
export function ContactDetails() {
  return (
    <SupportCard titleId="contact-details-title" title="Other ways to reach us">
      <Stack as="dl" space="4">
        <div>
          <Text as="dt" size="sm" tone="muted">
            Email
          </Text>
          <dd className={styles.contactValue}>
            <a className={styles.mailLink} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div>
          <Text as="dt" size="sm" tone="muted">
            About an order
          </Text>
          <dd className={styles.contactValue}>
            Problems with an item go faster as a dispute from the order page, while the order is open.
          </dd>
        </div>
      </Stack>
    </SupportCard>
  );
}
