import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../client';
import { Column, Columns, Stack } from '../../ui';
import * as styles from './SiteFooter.css';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './SocialIcons';

interface SocialLink {
  label: string;
  href: string;
  icon: ReactNode;
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'Kampus on Facebook', href: 'https://www.facebook.com/kampusng', icon: <FacebookIcon /> },
  { label: 'Kampus on Instagram', href: 'https://www.instagram.com/kampusng', icon: <InstagramIcon /> },
  { label: 'Kampus on X (Twitter)', href: 'https://x.com/kampusng', icon: <XIcon /> },
  { label: 'Kampus on LinkedIn', href: 'https://www.linkedin.com/company/kampusng', icon: <LinkedInIcon /> },
];

const legalLinks = [
  { label: 'Contact us', to: paths.contactUs },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
] as const;

export interface SiteFooterProps {
  /** The year in the copyright line; the current year unless a story pins it. */
  year?: number;
}

/** The site footer: social links, the copyright line with the current year, and the legal links. */
export function SiteFooter({ year = new Date().getFullYear() }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Columns collapseBelow="tablet" space="4" alignY="center">
          <Stack space="1">
            <span className={styles.logo}>Kampus</span>
            <span className={styles.tagline}>Buy, Sell, Trade Securely, Student to Student</span>
          </Stack>
          <Column width="content">
            <ul className={styles.socials} aria-label="Kampus on social media">
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
            </ul>
          </Column>
        </Columns>
        <div className={styles.bottom}>
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
      </div>
    </footer>
  );
}
