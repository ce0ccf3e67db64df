import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from './DrawerPanel';

export type { DrawerProps } from './DrawerPanel';

const DrawerPanel = lazy(async () => ({ default: (await import('./DrawerPanel')).DrawerPanel }));

/**
 * A full-height side sheet (the filter panel on small screens). It traps focus, locks the page's
 * scroll while open, closes on Escape, the close button or a click on the dimmed page, and
 * returns focus to what opened it.
 *
 * A controlled drawer loads its code (react-aria's modal, dialog and focus handling) the first
 * time it opens, so a page whose drawer stays closed never downloads it.
 */
export function Drawer(props: DrawerProps) {
  const [needed, setNeeded] = useState(props.isOpen !== false);
  if (props.isOpen && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}
