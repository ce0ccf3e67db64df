import { Link2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { toast } from '../Toast';
import * as styles from './ShareLinks.css';
import { shareUrls, type ShareTarget } from './shareUrls';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';
export const LINK_NOT_COPIED_MESSAGE = 'The link could not be copied. Copy it from the address bar instead.';

export interface ShareLinksProps extends ShareTarget {
  /** The visible caption before the links, which also names the group. Default 'Share'. */
  label?: string;
}

/** Brand glyphs in lucide's 24px stroke style (lucide no longer ships brand icons). Decorative. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const facebookGlyph = (
  <Glyph>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Glyph>
);

const whatsappGlyph = (
  <Glyph>
    <path d="M3 21l1.65-4.95A8.5 8.5 0 1 1 7.9 19.4z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z" />
  </Glyph>
);

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(LINK_COPIED_MESSAGE);
  } catch {
    // No clipboard (an insecure page, or permission refused): say so rather than pretend.
    toast.error(LINK_NOT_COPIED_MESSAGE);
  }
}

/**
 * The share row of a listing (plain anchors: these leave the site, so the app's router, which
 * resolves react-aria links as in-app paths, must not touch them): Facebook, WhatsApp and e-mail links with the page's address, and
 * Copy link, which puts the address on the clipboard and confirms it with a toast.
 */
export function ShareLinks({ url, title, label = 'Share' }: ShareLinksProps) {
  const links = shareUrls({ url, title });
  return (
    <div role="group" aria-label={label} className={styles.root}>
      <span aria-hidden="true" className={styles.label}>
        {label}:
      </span>
      <ul className={styles.list}>
        <li>
          <a
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Share on Facebook"
            className={styles.item}
          >
            {facebookGlyph}
          </a>
        </li>
        <li>
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Share on WhatsApp"
            className={styles.item}
          >
            {whatsappGlyph}
          </a>
        </li>
        <li>
          <a href={links.email} aria-label="Share by e-mail" className={styles.item}>
            <Mail size={18} aria-hidden="true" />
          </a>
        </li>
        <li>
          <Button aria-label="Copy link" onPress={() => void copy(url)} className={styles.item}>
            <Link2 size={18} aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </div>
  );
}
