import { ChevronRight } from 'lucide-react';
import { Link } from '../Link';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; a crumb without one is plain text. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top level down; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. */
  'aria-label'?: string;
}

/**
 * The trail to the current page: a list in a navigation landmark. The current page is text
 * marked aria-current="page", not a link.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          // Crumbs are positional: the same label may appear at two levels.
          <li key={index} className={styles.crumb} data-current={index === items.length - 1 || undefined}>
            {index === items.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            ) : (
              <>
                {item.href ? (
                  <Link href={item.href} tone="inherit" underline="hover">
                    {item.label}
                  </Link>
                ) : (
                  <span>{item.label}</span>
                )}
                <ChevronRight size={14} aria-hidden="true" className={styles.separator} />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
