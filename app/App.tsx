import { Button, LinkButton } from '../ui';
import * as styles from './App.css';

/** The placeholder landing page until the routes land (issue 5). */
export function App() {
  return (
    <main className={styles.page}>
      <p className={styles.brand}>Kampus</p>
      <h1 className={styles.title}>Buy, Sell, Trade Securely, Student to Student</h1>
      <p className={styles.lead}>
        The campus marketplace for Nigerian university students. Your payment is held in escrow until you confirm delivery.
      </p>
      <div className={styles.actions}>
        <LinkButton href="/explore" size="lg">Explore the marketplace</LinkButton>
        <Button variant="outline" size="lg" isDisabled>Start Selling (coming soon)</Button>
      </div>
    </main>
  );
}
