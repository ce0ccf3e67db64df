import type { ReactNode } from 'react';
import { Column, Columns, PageTitle, Stack, Text } from '../../ui';
import { ContactDetails } from './ContactDetails';
import { SupportCard } from './SupportCard';
import * as styles from './support.css';

/** The page's title and what it is for. */
export function SupportIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <header className={styles.intro}>
      <Stack space="2">
        <PageTitle>{title}</PageTitle>
        <Text tone="muted">{lead}</Text>
      </Stack>
    </header>
  );
}

/** A message form in its card, with the other ways to reach support beside it (under it on narrow screens). */
export function FormBesideContactDetails({ titleId, title, form }: { titleId: string; title: string; form: ReactNode }) {
  return (
    <Columns collapseBelow="desktop" space={{ mobile: '6', desktop: '8' }}>
      <Column width="3/5">
        <SupportCard titleId={titleId} title={title}>
          {form}
        </SupportCard>
      </Column>
      <Column width="2/5">
        <ContactDetails />
      </Column>
    </Columns>
  );
}
