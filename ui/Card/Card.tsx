import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Card.css';

export interface CardProps extends styles.CardVariants {
  /** The element: `article` for a self-contained item (a product), `li` inside a list. Default `div`. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Space inside the card around header, body and footer. Default `md`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** A full-bleed image or illustration at the top. */
  media?: ReactNode;
  /** Proportions of the media area. Default `landscape` (4:3). */
  mediaRatio?: 'landscape' | 'square' | 'wide';
  header?: ReactNode;
  /** Actions or a summary under a divider. */
  footer?: ReactNode;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A surface that groups related content. It is never clickable itself: to make a whole
 * card follow a link, put a `CardLink` (its title) inside.
 */
export function Card({
  as: Element = 'div',
  tone,
  elevation,
  padding,
  media,
  mediaRatio,
  header,
  footer,
  children,
  ...aria
}: CardProps) {
  return (
    <Element {...aria} className={styles.card({ tone, elevation })}>
      {media && <div className={styles.media({ ratio: mediaRatio })}>{media}</div>}
      {(header || children) && (
        <div className={styles.content({ padding })}>
          {header}
          {children}
        </div>
      )}
      {footer && <div className={styles.footer({ padding })}>{footer}</div>}
    </Element>
  );
}

export interface CardLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** The card's title as a link whose hit area is the whole card (stretched-link pattern). */
export function CardLink(props: CardLinkProps) {
  return <AriaLink {...props} className={styles.stretchedLink} />;
}
