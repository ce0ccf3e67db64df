import { useId } from 'react';
import { Button } from '../../ui';
import * as styles from './SocialSignIn.css';

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Twitter'] as const;

/**
 * The spec shows Google, Facebook and Twitter sign-in but not their wiring, and the server
 * has no such endpoints: the buttons are shown disabled, described as coming soon.
 */
export function SocialSignIn() {
  const headingId = useId();
  const noteId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.divider}>
        Or continue with
      </h2>
      <div className={styles.buttons}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button key={provider} variant="outline" isDisabled aria-describedby={noteId}>
            {provider}
          </Button>
        ))}
      </div>
      <p id={noteId} className={styles.note}>
        Coming soon: sign in with Google, Facebook or Twitter.
      </p>
    </section>
  );
}
