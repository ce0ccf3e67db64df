import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { quietControl } from '../styles/quietControl.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** Shared by the editor and its loading skeleton, so swapping one for the other does not move the page. */
const toolbarHeight = `calc(${vars.size.controlSm} + 2 * ${vars.space['1']} + 1px)`;
const bodyMinHeight = `calc(${vars.space['16']} * 2.5)`;
const footerHeight = `calc(${vars.font.size.xs} * ${vars.font.lineHeight.normal} + 2 * ${vars.space['1']})`;

export const editable = style({
  minHeight: bodyMinHeight,
  padding: vars.space['3'],
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  overflowWrap: 'break-word',
});

export const frame = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    overflow: 'hidden',
    selectors: {
      [`&:has(${editable}:focus)`]: { ...focusRingStyle, outlineOffset: '0', borderColor: vars.color.focus },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.critical },
      false: {},
    },
  },
});

/** One row of buttons where they fit; on a narrow screen the groups wrap onto more rows rather than hide. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: toolbarHeight,
  flexShrink: 0,
  padding: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const group = style({ display: 'flex', gap: vars.space['0.5'] });

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  marginBlock: vars.space['1'],
  marginInline: vars.space['1'],
  border: 'none',
  background: vars.color.border,
});

export const toggle = style([
  quietControl,
  {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
      '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.accentText, borderColor: vars.color.accent },
      '&[data-focus-visible]': { outlineOffset: '-1px' },
    },
  },
]);

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  height: footerHeight,
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const saved = style({ color: vars.color.positiveText, fontWeight: vars.font.weight.medium });

/** Loading placeholders with the sizes of the real parts. */
export const skeletonBody = style({ minHeight: bodyMinHeight, padding: vars.space['3'] });
export const skeletonButton = style({
  display: 'block',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.sm,
});

// The text the user writes: headings, paragraphs and lists, spaced like a document.
globalStyle(`${editable} > * + *`, { marginTop: vars.space['2'] });
globalStyle(`${editable} h1`, { fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
globalStyle(`${editable} h2`, { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
globalStyle(`${editable} h3`, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
globalStyle(`${editable} :is(ul, ol)`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${editable} ul`, { listStyleType: 'disc' });
globalStyle(`${editable} ol`, { listStyleType: 'decimal' });
