import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { chevronTrigger, triggerChevron } from '../styles/chevronTrigger.css';

/** RAC sets --trigger-width on a field's popover so the list lines up with the field. */
export const triggerWidth = style({
  width: 'var(--trigger-width)',
});

export const root = style({});

export const trigger = style([
  chevronTrigger,
  {
    gap: vars.space['2'],
    selectors: {
      [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
      [`${root}[data-open] &`]: { borderColor: vars.color.focus },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
  },
});

export const chevron = triggerChevron;
