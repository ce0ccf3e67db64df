import { Megaphone, ShieldCheck, Zap } from 'lucide-react';
import { paths } from '../../client';
import { Column, Columns, Heading, LinkButton, Stack, Text, Tiles } from '../../ui';
import { sellingPoints } from './fixtures';
import * as styles from './LandingScreen.css';

const icons = [Zap, ShieldCheck, Megaphone];

/** Invites visitors to sell: three reasons and 'Start Selling' (the seller dashboard). */
export function SellCallToAction() {
  return (
    <section aria-labelledby="sell-title" className={styles.sell}>
      <Stack space="6">
        <Stack space="2">
          <Heading level={2} id="sell-title" size="2xl" weight="bold">
            Have you got something to sell?
          </Heading>
          <Text size="lg" tone="muted">
            List it in minutes and reach students on your campus and beyond.
          </Text>
        </Stack>
        <Tiles as="ul" columns={{ mobile: 1, tablet: 3 }} space="5">
          {sellingPoints.map((point, index) => {
            const Icon = icons[index % icons.length]!;
            return (
              <li key={point.title}>
                <Columns space="3">
                  <Column width="content">
                    <Icon aria-hidden="true" className={styles.sellIcon} />
                  </Column>
                  <div>
                    <Heading level={3}>{point.title}</Heading>
                    <Text tone="muted">{point.text}</Text>
                  </div>
                </Columns>
              </li>
            );
          })}
        </Tiles>
        <div>
          <LinkButton href={paths.sellerDashboard.base} size="lg">
            Start Selling
          </LinkButton>
        </div>
      </Stack>
    </section>
  );
}
