import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '../../ui';
import * as styles from './authScreen.css';

export interface AuthScreenProps {
  title: string;
  /** The line under the title: what the screen is for, or where the code was sent. */
  lead: ReactNode;
  /** The form, then any links or notes under it. */
  children: ReactNode;
}

/** What every sign-in, sign-up and recovery screen is: a title, a lead, the form and what follows it. */
export function AuthScreen({ title, lead, children }: AuthScreenProps) {
  return (
    <div className={styles.screen}>
      <Stack space="6">
        <Stack space="2">
          <Heading level={1} size="3xl" weight="bold">
            {title}
          </Heading>
          <Text as="div" tone="muted">
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </div>
  );
}

/** A line under an auth form: where to go instead ('New to Kampus? Sign up'). */
export function AuthFootnote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" tone="muted" align="center">
      {children}
    </Text>
  );
}
