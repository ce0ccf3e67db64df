import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [tablet]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['16']}` } },
});

export const heading = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [tablet]: { fontSize: vars.font.size['3xl'] } },
});

/**
 * One column on phones (item, delivery, payment); from the wide breakpoint the delivery form
 * on the left and the item and the payment beside it.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"item" "delivery" "pay"',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"delivery item" "delivery pay"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space['8'],
    },
  },
});

const section = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [tablet]: { padding: vars.space['6'] } },
} as const;

export const itemArea = style({ ...section, gridArea: 'item' });
export const deliveryArea = style({ ...section, gridArea: 'delivery' });
export const payArea = style({ ...section, gridArea: 'pay' });

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const item = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });

export const photo = style({
  flex: '0 0 auto',
  width: '5.5rem',
  height: '5.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const photoPlaceholder = style([
  photo,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textSubtle },
]);

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const itemTitle = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const stepperRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  justifyContent: 'space-between',
});

export const stepper = style({ maxWidth: '12rem' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A field that takes the whole row of the two-column grid. */
export const wide = style({
  minWidth: 0,
  '@media': { [tablet]: { gridColumn: '1 / -1' } },
});

const box = {
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
} as const;

export const info = style({ ...box, background: vars.color.infoSubtle, color: vars.color.infoText });
export const warning = style({ ...box, background: vars.color.warningSubtle, color: vars.color.warningText });

export const problem = style({
  ...box,
  flexDirection: 'column',
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
});

export const problemLine = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });
export const problemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const boxIcon = style({ flex: '0 0 auto', marginTop: '0.1rem' });

export const breakdown = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  rowGap: vars.space['2'],
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const amount = style({
  margin: 0,
  paddingLeft: vars.space['4'],
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const totalTerm = style({
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.semibold,
});
export const totalAmount = style([amount, totalTerm]);

export const policy = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

/** The return page: one centred column. */
export const returnPage = style([page, { maxWidth: '40rem' }]);

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
});

export const statusTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'center' });
