import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** The page: one centred card, full width on a phone. */
export const page = style({
  width: '100%',
  maxWidth: '44rem',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingBlock: vars.space['10'] } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

/** The account type over the title, in small capitals. */
export const eyebrow = style({ letterSpacing: '0.02em', textTransform: 'uppercase' });

/** Back on the left, the main action on the right; stacked (main action on top) on a phone. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});
