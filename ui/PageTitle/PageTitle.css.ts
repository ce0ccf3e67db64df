import { style } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme/contract.css';

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});
