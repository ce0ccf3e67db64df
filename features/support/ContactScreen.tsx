import { Column, Columns, PageBlock, Stack } from '../../ui';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './SupportForm';
import { SupportFaq } from './SupportFaq';
import * as styles from './support.css';

/** /contact-us: the public contact form, where else to reach support, and the FAQ. */
export function ContactScreen() {
  return (
    <PageBlock>
      <Stack space="8">
        <header className={styles.intro}>
          <h1 className={styles.title}>Contact us</h1>
          <p className={styles.lead}>
            A question, a problem or an idea? Send it here and a person on the Kampus team will answer you by e-mail.
          </p>
        </header>
        <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '8' }}>
          <Column width="3/5">
            <section className={styles.card} aria-labelledby="contact-form-title">
              <h2 id="contact-form-title" className={styles.cardTitle}>
                Send us a message
              </h2>
              <ContactForm />
            </section>
          </Column>
          <Column width="2/5">
            <ContactDetails />
          </Column>
        </Columns>
        <SupportFaq />
      </Stack>
    </PageBlock>
  );
}
