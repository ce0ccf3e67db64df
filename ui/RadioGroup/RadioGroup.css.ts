import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';
import { media } from '../theme/media';
import { selectionLabel } from '../styles/selectionControl.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

const horizontal = `${group}[data-orientation="horizontal"] &`;

export const options = styleVariants({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    selectors: { [horizontal]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] } },
  },
  card: {
    display: 'grid',
    gap: vars.space['3'],
    '@media': {
      [media.tablet]: { selectors: { [horizontal]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } } },
    },
  },
});

export const field = style({ display: 'flex', minWidth: 0 });

/**
 * The option is the <label>: indicator, icon, title and description all select it. A grid puts
 * the description under the title: [icon] [title / description] [indicator] for cards.
 */
const optionBase = style([selectionLabel, { flex: 1, display: 'grid', alignItems: 'center' }]);

export const option = styleVariants({
  list: [optionBase, { gridTemplateColumns: 'auto 1fr' }],
  card: [
    optionBase,
    {
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'start',
      padding: vars.space['4'],
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
      selectors: {
        '&[data-hovered]': { borderColor: vars.color.borderStrong },
        '&[data-selected]': {
          borderColor: vars.color.accent,
          background: vars.color.accentSubtle,
          boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
        },
        '&[data-invalid]': { borderColor: vars.color.critical },
        '&[data-focus-visible]': focusRingStyle,
        '&[data-disabled]': { opacity: 0.6 },
      },
    },
  ],
});

export const indicator = style({
  gridColumn: 1,
  gridRow: 1,
  width: vars.size.icon,
  height: vars.size.icon,
  marginInlineEnd: vars.space['2'],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    [`${optionBase}[data-selected] &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
    },
    [`${optionBase}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${option.list}[data-focus-visible] &`]: focusRingStyle,
    [`${option.card} &`]: { gridColumn: 3, marginInlineEnd: 0, marginInlineStart: vars.space['3'] },
  },
});

export const icon = style({
  gridColumn: 1,
  gridRow: '1 / span 2',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  marginInlineEnd: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accentText,
  selectors: { [`${optionBase}[data-selected] &`]: { background: vars.color.surface } },
});

export const title = style({
  gridColumn: 2,
  gridRow: 1,
  fontSize: vars.font.size.md,
  selectors: { [`${option.card} &`]: { fontWeight: vars.font.weight.semibold } },
});

export const description = style({
  gridColumn: 2,
  gridRow: 2,
  marginTop: vars.space['0.5'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
