import type { ReactNode } from 'react';
import { PageBlock, Stack, Text, textClassName } from '../../ui';
import * as styles from './info.css';

export interface InfoSection {
  /** The anchor of the section (/privacy#kyc). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface InfoPageProps {
  title: string;
  lead: ReactNode;
  /** "Last updated …" under the title, for the legal pages. */
  updated?: string;
  sections: InfoSection[];
}

/**
 * A long-form page: the title, then one section per heading, with a table of contents beside
 * the text from the wide breakpoint (phones read straight down).
 */
export function InfoPage({ title, lead, updated, sections }: InfoPageProps) {
  return (
    <PageBlock as="article" aria-labelledby="info-title">
      <header className={styles.header}>
        <Stack space="3">
          <h1 id="info-title" className={styles.title}>
            {title}
          </h1>
          <p className={`${textClassName({ size: 'lg', tone: 'muted' })} ${styles.lead}`}>{lead}</p>
          {updated && (
            <Text size="sm" tone="muted">
              Last updated {updated}
            </Text>
          )}
        </Stack>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="On this page">
          <Stack space="3">
            <Text size="sm" weight="semibold" tone="muted" aria-hidden="true">
              On this page
            </Text>
            <div className={styles.tocRail}>
              <Stack as="ol" space="1">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a className={styles.tocLink} href={`#${section.id}`}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </Stack>
            </div>
          </Stack>
        </nav>
        <Stack space="8">
          {sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <Stack space="3">
                <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                {section.body}
              </Stack>
            </section>
          ))}
        </Stack>
      </div>
    </PageBlock>
  );
}
