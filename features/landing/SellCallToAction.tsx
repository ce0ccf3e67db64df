import { Megaphone, ShieldCheck, Zap } from 'lucide-react';
import { paths } from '../../client';
import { LinkButton, Stack } from '../../ui';
import { sellingPoints } from './fixtures';
import * as styles from './LandingScreen.css';

const icons = [Zap, ShieldCheck, Megaphone];

/** Invites visitors to sell: three reasons and 'Start Selling' (the seller dashboard). */
export function SellCallToAction() {
  return (
    <section aria-labelledby="sell-title" className={styles.sell}>
      <Stack space="2">
        <h2 id="sell-title" className={styles.sectionTitle}>
          Have you got something to sell?
        </h2>
        <p className={styles.sellLead}>List it in minutes and reach students on your campus and beyond.</p>
      </Stack>
      <ul className={styles.sellPoints}>
        {sellingPoints.map((point, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={point.title} className={styles.sellPoint}>
              <Icon aria-hidden="true" className={styles.sellIcon} />
              <div>
                <h3 className={styles.stepTitle}>{point.title}</h3>
                <p className={styles.stepText}>{point.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <LinkButton href={paths.sellerDashboard.base} size="lg">
          Start Selling
        </LinkButton>
      </div>
    </section>
  );
}
