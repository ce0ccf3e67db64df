import type { ReactNode } from 'react';
import { Card, Stack, textClassName } from '../../ui';
import * as styles from './support.css';

/** The title of a support section (a card, the FAQ). */
export function SupportSectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={`${textClassName({ size: 'lg', weight: 'semibold' })} ${styles.sectionTitle}`}>
      {children}
    </h2>
  );
}

/** A titled card of the support pages: a form, or where else to reach support. */
export function SupportCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <Stack space="5">
        <SupportSectionTitle id={titleId}>{title}</SupportSectionTitle>
        {children}
      </Stack>
    </Card>
  );
}
