import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', padding: vars.space['8'], gap: vars.space['6'] } },
});

export const about = style({ whiteSpace: 'pre-line', lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });
