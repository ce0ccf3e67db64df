import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tip: short text that adds to the trigger's own name. */
  content: ReactNode;
  /** The trigger: a focusable RAC element such as Button or Link (not plain text). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds of hovering before the tip shows; keyboard focus shows it at once. */
  delay?: number;
}

/**
 * A short tip shown while the trigger is hovered or has keyboard focus; Escape hides it. Never
 * put the only copy of important information or anything interactive in a tooltip: touch
 * screens do not show it.
 */
export function Tooltip({ content, children, placement = 'top', delay = 500 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
