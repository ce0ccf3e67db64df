import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { pageItems } from './pageItems';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** How many pages there are. */
  totalPages: number;
  /** The current page (1-based), when the parent owns it. */
  page?: number;
  /** The page to start on when uncontrolled. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current page. */
  siblings?: number;
  /** The landmark's name; change it when a screen has more than one pagination. */
  label?: string;
  /** Every page button disabled (e.g. while a page rendered on the server is being hydrated). */
  isDisabled?: boolean;
}

/**
 * Previous/next and page buttons in a `nav` landmark. The current page has `aria-current="page"`.
 * When Previous or Next becomes disabled under the keyboard, focus moves to the current page
 * so it is not lost. With no pages it renders nothing.
 */
export function Pagination({
  totalPages,
  page,
  defaultPage = 1,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  isDisabled = false,
}: PaginationProps) {
  const [ownPage, setOwnPage] = useState(defaultPage);
  const lastPage = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  const current = Math.min(Math.max(page ?? ownPage, 1), lastPage);
  const navRef = useRef<HTMLElement>(null);
  const focusCurrentPage = useRef(false);

  useEffect(() => {
    if (!focusCurrentPage.current) return;
    focusCurrentPage.current = false;
    navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  const goTo = (target: number, refocus = false) => {
    if (target === current) return;
    focusCurrentPage.current = refocus;
    if (page === undefined) setOwnPage(target);
    onPageChange?.(target);
  };

  // Previous/Next become disabled at the ends: focus then moves to the current page.
  const step = (target: number) => goTo(target, target === 1 || target === lastPage);

  if (lastPage < 1) return null;

  return (
    <nav aria-label={label} ref={navRef}>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.item({ kind: 'step' })}
            aria-label="Previous page"
            isDisabled={isDisabled || current <= 1}
            onPress={() => step(current - 1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </Button>
        </li>
        {pageItems(totalPages, current, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={styles.item()}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => goTo(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.item({ kind: 'step' })}
            aria-label="Next page"
            isDisabled={isDisabled || current >= lastPage}
            onPress={() => step(current + 1)}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
