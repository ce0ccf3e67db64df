import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${list} > dt`, { color: vars.color.textMuted });
globalStyle(`${list} > dd`, { margin: 0, overflowWrap: 'anywhere' });
