import { useEffect, useRef, type ReactNode } from 'react';
import { Card, Stack, Text } from '../../ui';
import * as styles from './SignIn.css';

export interface SignInFrameProps {
  title: string;
  lead?: ReactNode;
  /** Moves the focus to the title when the step appears (every step after the first), so a screen reader reads the new step. */
  focusTitle?: boolean;
  children: ReactNode;
}

/** A step of the console's sign-in: centred on its own, under the console's name. */
export function SignInFrame({ title, lead, focusTitle = false, children }: SignInFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <Stack space="4">
          <Text as="p" weight="semibold" tone="muted">
            Kampus Console
          </Text>
          <Card padding="lg">
            <Stack space="5">
              <Stack space="2">
                <h1 ref={heading} tabIndex={-1} className={styles.title}>
                  {title}
                </h1>
                {lead ? <Text tone="muted">{lead}</Text> : null}
              </Stack>
              {children}
            </Stack>
          </Card>
        </Stack>
      </div>
    </main>
  );
}
