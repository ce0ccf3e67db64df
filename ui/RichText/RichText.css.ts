import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The editor's marks as a reader sees them: the same sizes as in the editor, a step smaller. */
export const root = style({
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} > * + *`, { marginTop: vars.space['3'] });
globalStyle(`${root} :is(h2, h3)`, { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
globalStyle(`${root} h4`, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
globalStyle(`${root} h5`, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${root} ul`, { listStyleType: 'disc' });
globalStyle(`${root} ol`, { listStyleType: 'decimal' });
globalStyle(`${root} li + li`, { marginTop: vars.space['1'] });
