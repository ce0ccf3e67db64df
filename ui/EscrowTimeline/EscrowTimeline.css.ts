import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';
import type { TimelineStepStatus } from './stepStatus';

const timeline = createContainer();
/** Wide layout when the timeline itself has room, whatever the page around it. */
const wide = `${timeline} (min-width: ${breakpoints.tablet}px)`;
const markerSize = vars.size.controlSm;

export const root = style({ containerName: timeline, containerType: 'inline-size' });

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

const connector = {
  completed: vars.color.positive,
  next: vars.color.border,
  future: vars.color.border,
} satisfies Record<TimelineStepStatus, string>;

export const step = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
    columnGap: vars.space['3'],
    paddingBlockEnd: vars.space['4'],
    '@container': { [wide]: { columnGap: vars.space['4'], paddingBlockEnd: vars.space['6'] } },
    selectors: {
      // The line from this step's marker down to the next one.
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        insetBlockStart: `calc(${markerSize} + ${vars.space['1']})`,
        insetBlockEnd: vars.space['1'],
        insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
        width: '2px',
        borderRadius: vars.radius.full,
      },
      '&:last-child': { paddingBlockEnd: 0 },
    },
  },
  variants: {
    status: {
      completed: { selectors: { '&::before': { background: connector.completed } } },
      next: { selectors: { '&::before': { background: connector.next } } },
      future: { selectors: { '&::before': { background: connector.future } } },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
  },
  variants: {
    status: {
      completed: { background: vars.color.positive, color: vars.color.onPositive },
      next: { background: vars.color.accentSubtle, borderColor: vars.color.accent, color: vars.color.accentText },
      future: { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.textSubtle },
    },
  },
});

export const markerIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

export const content = style({
  display: 'grid',
  gap: vars.space['0.5'],
  alignContent: 'start',
  // Centres the first line of text on the marker.
  paddingBlockStart: `calc((${markerSize} - ${vars.font.size.md} * ${vars.font.lineHeight.normal}) / 2)`,
  '@container': {
    [wide]: {
      gridTemplateColumns: `minmax(0, calc(${vars.space['16']} * 3.5)) minmax(0, 1fr) auto`,
      columnGap: vars.space['6'],
      alignItems: 'baseline',
    },
  },
});

export const title = recipe({
  base: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
  variants: {
    status: {
      completed: { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      next: { color: vars.color.accentText, fontWeight: vars.font.weight.bold },
      future: { color: vars.color.textMuted, fontWeight: vars.font.weight.medium },
    },
  },
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const time = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textSubtle,
  '@container': { [wide]: { fontSize: vars.font.size.sm, textAlign: 'end', whiteSpace: 'nowrap' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
  '@container': { [wide]: { gridColumn: '1 / -1' } },
});
