import { paths } from '../../client';
import { Inline, LinkButton, Stack } from '../../ui';
import { FeaturedProducts } from './FeaturedProducts';
import { escrowSteps, LANDING_LEAD, LANDING_TITLE } from './fixtures';
import * as styles from './LandingScreen.css';
import { SellCallToAction } from './SellCallToAction';

/** `/` for visitors: what Kampus is, the newest products, how escrow protects a purchase, and selling. */
export function LandingScreen() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          {LANDING_TITLE}
        </h1>
        <p className={styles.lead}>{LANDING_LEAD}</p>
        <Inline space="3">
          <LinkButton href={paths.explore()} size="lg">
            Explore the marketplace
          </LinkButton>
          <LinkButton href={paths.register} variant="outline" size="lg">
            Create an account
          </LinkButton>
        </Inline>
      </section>
      <FeaturedProducts />
      <Stack as="section" space="6" aria-labelledby="escrow-title">
        <h2 id="escrow-title" className={styles.stepsHeading}>
          How escrow keeps you safe
        </h2>
        <ol className={styles.steps}>
          {escrowSteps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Stack>
      <SellCallToAction />
    </div>
  );
}
