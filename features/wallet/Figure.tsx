import type { ReactNode } from 'react';
import { Text, type TextTone } from '../../ui';
import * as styles from './wallet.css';

/** A balance or a total inside a `dl`: its name, muted, over its amount. */
export function Figure({
  term,
  tone,
  tinted,
  children,
}: {
  term: string;
  tone?: TextTone;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={tinted ? styles.tile : styles.figure}>
      <Text as="dt" size="sm" tone="muted">
        {term}
      </Text>
      <Text as="dd" weight="semibold" tone={tone} numeric>
        {children}
      </Text>
    </div>
  );
}
