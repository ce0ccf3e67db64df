import type { ReactNode } from 'react';
import * as styles from './Notice.css';

export type NoticeTone = keyof typeof styles.tone;

export interface NoticeProps {
  /** What the notice says: `critical` for a refusal or an error, `positive` for a done thing. Default `neutral`. */
  tone?: NoticeTone;
  /**
   * `alert` for an error the person must see now, `status` for news that can wait. An `alert`
   * left in the page empty takes no room and announces what is put in it later.
   */
  role?: 'alert' | 'status' | 'note';
  /** `p` for one sentence; `div` (default) for a title and a line, or a list. */
  as?: 'div' | 'p';
  id?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/** A short message in a tinted box inside a form, dialog or page: an error, a refusal, a confirmation. */
export function Notice({ tone = 'neutral', as: Element = 'div', ...attributes }: NoticeProps) {
  return <Element {...attributes} className={`${styles.notice} ${styles.tone[tone]}`} />;
}
