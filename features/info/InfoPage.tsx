import type { ReactNode } from 'react';
import { PageBlock } from '../../ui';
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
        <h1 id="info-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {updated && <p className={styles.updated}>Last updated {updated}</p>}
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="On this page">
          <p className={styles.tocTitle} aria-hidden="true">
            On this page
          </p>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </PageBlock>
  );
}
