import { Column, Columns, Stack } from '../../ui';
import { ContactDetails } from './ContactDetails';
import { HelpCenterForm } from './SupportForm';
import { SupportFaq } from './SupportFaq';
import * as styles from './support.css';

/** The dashboards' help-center page: the FAQ first, then a message to support from the account. */
export function HelpCenterScreen() {
  return (
    <Stack space="8">
      <header className={styles.intro}>
        <h1 className={styles.title}>Help center</h1>
        <p className={styles.lead}>Answers to what students ask most, and a way to reach the Kampus team.</p>
      </header>
      <SupportFaq />
      <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '8' }}>
        <Column width="3/5">
          <section className={styles.card} aria-labelledby="help-form-title">
            <h2 id="help-form-title" className={styles.cardTitle}>
              Contact support
            </h2>
            <HelpCenterForm />
          </section>
        </Column>
        <Column width="2/5">
          <ContactDetails />
        </Column>
      </Columns>
    </Stack>
  );
}
