import { paths } from '../../client';
import { Heading, Inline, LinkButton, Stack, Text, Tiles } from '../../ui';
import { FeaturedProducts } from './FeaturedProducts';
import { escrowSteps, LANDING_LEAD, LANDING_TITLE } from './fixtures';
import * as styles from './LandingScreen.css';
import { SellCallToAction } from './SellCallToAction';

/** `/` for visitors: what Kampus is, the newest products, how escrow protects a purchase, and selling. */
export function LandingScreen() {
  return (
    <div className={styles.page}>
      <Stack space="12">
        <section className={styles.hero} aria-labelledby="landing-title">
          <Stack space="6">
            <h1 id="landing-title" className={styles.title}>
              {LANDING_TITLE}
            </h1>
            <Text size="lg" tone="muted">
              {LANDING_LEAD}
            </Text>
            <Inline space="3">
              <LinkButton href={paths.explore()} size="lg">
                Explore the marketplace
              </LinkButton>
              <LinkButton href={paths.register} variant="outline" size="lg">
                Create an account
              </LinkButton>
            </Inline>
          </Stack>
        </section>
        <FeaturedProducts />
        <Stack as="section" space="6" aria-labelledby="escrow-title">
          <Heading level={2} id="escrow-title" size="2xl" weight="bold">
            How escrow keeps you safe
          </Heading>
          <Tiles as="ol" columns={{ mobile: 1, tablet: 3 }} space="4">
            {escrowSteps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <Stack space="2">
                  <Text as="span" tone="brand" weight="bold" aria-hidden="true">
                    {index + 1}
                  </Text>
                  <Heading level={3}>{step.title}</Heading>
                  <Text tone="muted">{step.text}</Text>
                </Stack>
              </li>
            ))}
          </Tiles>
        </Stack>
        <SellCallToAction />
      </Stack>
    </div>
  );
}
