import { useId } from 'react';
import { Button, Stack, Text, Tiles } from '../../ui';
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
    <Stack as="section" space="3" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.divider}>
        Or continue with
      </h2>
      <Tiles columns={3} space="2">
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button key={provider} variant="outline" isDisabled aria-describedby={noteId}>
            {provider}
          </Button>
        ))}
      </Tiles>
      <Text id={noteId} size="xs" tone="muted" align="center">
        Coming soon: sign in with Google, Facebook or Twitter.
      </Text>
    </Stack>
  );
}
