import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/**
 * One column on a phone (made for one hand at the gate): the event, the total, the gate, then
 * the counts per ticket type. When wide, the gate on the left and the counts beside it.
 */
export const screen = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "total" "gate" "tiers"',
  alignItems: 'start',
  maxWidth: '64rem',
  '@media': {
    [media.desktop]: {
      columnGap: vars.space['6'],
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateRows: 'auto auto auto 1fr',
      gridTemplateAreas: '"header header" "gate total" "gate tiers" "gate ."',
    },
  },
});

/** Where each part stands in the screen's grid; a long word wraps rather than widening it. */
export const area = styleVariants({
  header: { gridArea: 'header', minWidth: 0 },
  total: { gridArea: 'total', minWidth: 0 },
  gate: { gridArea: 'gate', minWidth: 0 },
  tiers: { gridArea: 'tiers', minWidth: 0 },
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

/** The live region: always present, so what is put in it is announced. */
export const live = style({ minWidth: 0 });

const panelBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  alignItems: 'center',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  minHeight: '8rem',
});

/** The result of the last attempt, large enough to read at arm's length: green admits, amber and red do not. */
export const panel = styleVariants({
  idle: [
    panelBase,
    { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px dashed ${vars.color.border}` },
  ],
  checking: [panelBase, { background: vars.color.infoSubtle, color: vars.color.infoText }],
  positive: [panelBase, { background: vars.color.positive, color: vars.color.onPositive }],
  warning: [panelBase, { background: vars.color.warning, color: vars.color.onWarning }],
  critical: [panelBase, { background: vars.color.critical, color: vars.color.onCritical }],
});

export const panelIcon = style({ display: 'flex', gridRow: 'span 2' });

export const panelTitle = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const panelLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const panelCode = style({
  gridColumn: '1 / -1',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  opacity: 0.9,
});
