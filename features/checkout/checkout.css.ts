import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';
import { panel } from './purchase/purchase.css';

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
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"delivery item" "delivery pay"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space['8'],
    },
  },
});

export const itemArea = style([panel, { gridArea: 'item' }]);
export const deliveryArea = style([panel, { gridArea: 'delivery' }]);
export const payArea = style([panel, { gridArea: 'pay' }]);

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

export const stepperRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  justifyContent: 'space-between',
});

export const stepper = style({ maxWidth: '12rem' });

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
