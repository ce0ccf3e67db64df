import { Accordion, Disclosure } from '../../ui';
import { faqItems } from './faqItems';
import * as styles from './support.css';

/** Frequently asked questions, one open at a time. */
export function SupportFaq() {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.cardTitle}>
        Frequently asked questions
      </h2>
      <Accordion>
        {faqItems.map((item) => (
          <Disclosure key={item.id} id={item.id} title={item.question} headingLevel={3}>
            <div className={styles.faqAnswer}>{item.answer}</div>
          </Disclosure>
        ))}
      </Accordion>
    </section>
  );
}
