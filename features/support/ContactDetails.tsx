import { SUPPORT_EMAIL } from '../../contract';
import * as styles from './support.css';

/** Where else to reach support: the mailbox every message lands in. */
export function ContactDetails() {
  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.cardTitle}>
        Other ways to reach us
      </h2>
      <dl className={styles.contactList}>
        <div>
          <dt className={styles.contactTerm}>Email</dt>
          <dd className={styles.contactValue}>
            <a className={styles.mailLink} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div>
          <dt className={styles.contactTerm}>About an order</dt>
          <dd className={styles.contactValue}>
            Problems with an item go faster as a dispute from the order page, while the order is open.
          </dd>
        </div>
      </dl>
    </section>
  );
}
