import { ContactDetails } from './ContactDetails';
import { HelpCenterForm } from './SupportForm';
import { SupportFaq } from './SupportFaq';
import * as styles from './support.css';

/** The dashboards' help-center page: the FAQ first, then a message to support from the account. */
export function HelpCenterScreen() {
  return (
    <div className={styles.dashboardPage}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Help center</h1>
        <p className={styles.lead}>Answers to what students ask most, and a way to reach the Kampus team.</p>
      </header>
      <SupportFaq />
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="help-form-title">
          <h2 id="help-form-title" className={styles.cardTitle}>
            Contact support
          </h2>
          <HelpCenterForm />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
