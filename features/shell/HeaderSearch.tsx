import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../client';
import { visuallyHidden } from '../../ui';
import * as styles from './HeaderSearch.css';

/** How long the header waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface HeaderSearchProps {
  /** Called after a submitted search navigated (the mobile menu closes itself then). */
  onSubmitted?: () => void;
}

/**
 * The header's search: typing searches /explore 300 ms after the last keystroke; submitting
 * (Enter) searches at once. On /explore it starts from the page's current search text.
 */
export function HeaderSearch({ onSubmitted }: HeaderSearchProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const onExplore = location.pathname === paths.explore();
  const [text, setText] = useState(() => (onExplore ? (new URLSearchParams(location.search).get('search') ?? '') : ''));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string, replace: boolean) => {
    clearTimeout(timer.current);
    void navigate(paths.explore({ search: value }), { replace });
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    if (!value.trim()) return;
    // Typing on /explore refines the results in place instead of stacking history entries.
    timer.current = setTimeout(() => search(value, onExplore), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text, false);
    onSubmitted?.();
  };

  return (
    <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={visuallyHidden}>
        Search products and events
      </label>
      <div className={styles.searchBox}>
        <Search size={18} aria-hidden="true" className={styles.searchIcon} />
        <input
          id={inputId}
          type="search"
          name="search"
          className={styles.searchInput}
          placeholder="Search products and events"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </form>
  );
}
