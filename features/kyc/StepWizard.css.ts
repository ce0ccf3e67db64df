import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** A step's title takes focus when the step changes (for screen readers), with no ring: nothing to press. */
export const stepTitle = style({ lineHeight: vars.font.lineHeight.snug, outline: 'none' });

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  textAlign: 'center',
});

export const doneIcon = style({ color: vars.color.positive });
