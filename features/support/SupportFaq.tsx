import { Accordion, Disclosure, Stack } from '../../ui';
import { faqItems } from './faqItems';
import { SupportSectionTitle } from './SupportCard';
import * as styles from './support.css';

/** Frequently asked questions, one open at a time. */
export function SupportFaq() {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <Stack space="4">
        <SupportSectionTitle id="faq-title">Frequently asked questions</SupportSectionTitle>
        <Accordion>
          {faqItems.map((item) => (
            <Disclosure key={item.id} id={item.id} title={item.question} headingLevel={3}>
              <div className={styles.faqAnswer}>
                <Stack space="3">{item.answer}</Stack>
              </div>
            </Disclosure>
          ))}
        </Accordion>
      </Stack>
    </section>
  );
}
