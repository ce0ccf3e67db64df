import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/**
 * Narrow: brand bar, form, then the side panel, one under another. Wide: the form on the left,
 * and on the right one accent panel made of the brand (top) and the side panel (bottom).
 */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"brand" "form" "panel"',
  background: vars.color.surface,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateRows: '1fr 1fr',
      gridTemplateAreas: '"form brand" "form panel"',
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.desktop]: {
      justifyContent: 'flex-end',
      gap: vars.space['6'],
      padding: `${vars.space['12']} ${vars.space['12']} ${vars.space['8']}`,
      borderBottom: 'none',
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  alignSelf: 'flex-start',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    [media.desktop]: {
      color: vars.color.onAccent,
      fontSize: vars.font.size['2xl'],
      selectors: { '&:focus-visible': { outlineColor: vars.color.onAccent } },
    },
  },
});

export const brandSymbol = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xl,
  '@media': {
    [media.desktop]: {
      width: vars.size.controlLg,
      height: vars.size.controlLg,
      background: vars.color.surface,
      color: vars.color.accentText,
    },
  },
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': {
    [media.desktop]: {
      maxWidth: '22rem',
      color: vars.color.onAccent,
      fontSize: vars.font.size['3xl'],
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
    },
  },
});

export const promise = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      maxWidth: '24rem',
      margin: 0,
      color: vars.color.onAccent,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
    },
  },
});

export const main = style({
  gridArea: 'form',
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['8']} ${vars.space['6']}`,
  '@media': {
    [media.desktop]: {
      alignItems: 'center',
      padding: `${vars.space['12']} ${vars.space['8']}`,
    },
  },
});

export const panel = style({
  gridArea: 'panel',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  '@media': {
    [media.desktop]: {
      alignItems: 'flex-start',
      padding: `${vars.space['8']} ${vars.space['12']} ${vars.space['12']}`,
      background: vars.color.accent,
      color: vars.color.onAccent,
      textAlign: 'left',
    },
  },
});
