import { Link2, Mail } from 'lucide-react';
import { Button } from 'react-aria-components';
import { FacebookIcon, WhatsAppIcon } from '../Icon/brandIcons';
import { toast } from '../Toast';
import * as styles from './ShareLinks.css';
import { shareUrls, type ShareTarget } from './shareUrls';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';
export const LINK_NOT_COPIED_MESSAGE = 'The link could not be copied. Copy it from the address bar instead.';

export interface ShareLinksProps extends ShareTarget {
  /** The visible caption before the links, which also names the group. Default 'Share'. */
  label?: string;
}

/** The links that leave the site for another service, in the order they are shown. */
const externalTargets = [
  { key: 'facebook', name: 'Share on Facebook', icon: <FacebookIcon /> },
  { key: 'whatsapp', name: 'Share on WhatsApp', icon: <WhatsAppIcon /> },
] as const;

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
        {externalTargets.map(({ key, name, icon }) => (
          <li key={key}>
            <a href={links[key]} target="_blank" rel="noopener noreferrer" aria-label={name} className={styles.item}>
              {icon}
            </a>
          </li>
        ))}
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
