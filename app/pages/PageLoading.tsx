import { useEffect, useState } from 'react';
import { Spinner } from '../../ui';
import * as styles from './StatusPage.css';

/** Shown while a page's code loads: the page's height at once, the spinner only after a moment, so fast loads do not flash. */
export function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return <div className={styles.loading}>{visible && <Spinner label="Loading page" />}</div>;
}
