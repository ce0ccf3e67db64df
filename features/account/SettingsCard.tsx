import type { ReactNode } from 'react';
import { Stack, Text, textClassName } from '../../ui';
import * as styles from './AccountScreen.css';

export interface SettingsCardProps {
  /** The heading's id, which names the card. */
  titleId: string;
  title: string;
  description?: ReactNode;
  descriptionId?: string;
  /** `critical` for what cannot be undone (deleting the account). */
  tone?: 'critical';
  /** `group` for a set of controls inside a form's page (a channel's toggles); a `section` otherwise. */
  role?: 'group';
  children: ReactNode;
}

/** One panel of the profile and settings pages: a heading, a line about it, then its form or facts. */
export function SettingsCard({ titleId, title, description, descriptionId, tone, role, children }: SettingsCardProps) {
  const Element = role ? 'div' : 'section';
  return (
    <Element
      className={tone === 'critical' ? styles.dangerCard : styles.card}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <Stack space="1">
        <h2 id={titleId} className={`${textClassName({ size: 'lg', weight: 'semibold' })} ${styles.cardTitle}`}>
          {title}
        </h2>
        {description && (
          <Text size="sm" tone="muted" id={descriptionId}>
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Element>
  );
}
