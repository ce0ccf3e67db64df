import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../client';
import { Column, Columns, FacebookIcon, Inline, InstagramIcon, LinkedInIcon, Stack, textClassName, XIcon } from '../../ui';
import * as styles from './SiteFooter.css';
import { wordmark } from './shell.css';

interface SocialLink {
  label: string;
  href: string;
  icon: ReactNode;
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'Kampus on Facebook', href: 'https://www.facebook.com/kampusng', icon: <FacebookIcon size={20} /> },
  { label: 'Kampus on Instagram', href: 'https://www.instagram.com/kampusng', icon: <InstagramIcon size={20} /> },
  { label: 'Kampus on X (Twitter)', href: 'https://x.com/kampusng', icon: <XIcon size={20} /> },
  { label: 'Kampus on LinkedIn', href: 'https://www.linkedin.com/company/kampusng', icon: <LinkedInIcon size={20} /> },
];

const legalLinks = [
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Prohibited items', to: paths.prohibitedItems },
] as const;

export interface SiteFooterProps {
  /** The year in the copyright line; the current year unless a story pins it. */
  year?: number;
}

const smallText = textClassName({ size: 'sm' });

/** The site footer: social links, the copyright line with the current year, and the legal links. */
export function SiteFooter({ year = new Date().getFullYear() }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Stack space="6">
          <Columns collapseBelow="tablet" space="4" alignY="center">
            <Stack space="1">
              <span className={wordmark}>Kampus</span>
              <span className={`${smallText} ${styles.tagline}`}>Buy, Sell, Trade Securely, Student to Student</span>
            </Stack>
            <Column width="content">
              <Inline as="ul" space="2" aria-label="Kampus on social media">
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      className={styles.socialLink}
                      href={link.href}
                      aria-label={link.label}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.icon}
                    </a>
                  </li>
                ))}
              </Inline>
            </Column>
          </Columns>
          <div className={`${styles.bottom} ${smallText}`}>
            <p>© {year} Kampus. All rights reserved.</p>
            <nav aria-label="Legal">
              <ul className={styles.legalLinks}>
                {legalLinks.map((link) => (
                  <li key={link.to}>
                    <Link className={styles.legalLink} to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </Stack>
      </div>
    </footer>
  );
}
