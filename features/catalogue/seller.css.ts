import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const byline = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const line = style({
  // Sized by the card, never by its text: without this, a long name on one line would widen a
  // card whose box takes its content's width (a flex item, an `auto` grid column).
  contain: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

const oneLine = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({ ...oneLine, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const campus = style({ ...oneLine, color: vars.color.textMuted });

export const pin = style({ flexShrink: 0, width: vars.size.iconSm, height: vars.size.iconSm, color: vars.color.textSubtle });

export const verifiedMark = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.positiveText });
globalStyle(`${verifiedMark} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
