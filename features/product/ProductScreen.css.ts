import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** What the main photo is shown at, for its `sizes`: half the page from the wide breakpoint. */
export const GALLERY_SIZES = '(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw';

export const bylineLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const bylineIcon = style({ flexShrink: 0, color: vars.color.textSubtle });

export const stepper = style({ maxWidth: '12rem' });

export const notice = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.infoText,
  fontSize: vars.font.size.sm,
});

export const tabBody = style({ paddingTop: vars.space['2'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space['6'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium });
