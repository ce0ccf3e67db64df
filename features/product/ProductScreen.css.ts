import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** What the main photo is shown at, for its `sizes`: half the page from the wide breakpoint. */
export const GALLERY_SIZES = '(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

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

export const bylineName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const bylineIcon = style({ flexShrink: 0, color: vars.color.textSubtle });

export const summary = style({ color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: 0, width: '100%' });

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

export const tabs = style({ minWidth: 0 });

export const panelBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], paddingTop: vars.space['2'] });

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

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const optionIcon = style({ color: vars.color.accentText, flexShrink: 0 });

export const optionTitle = style({ fontWeight: vars.font.weight.semibold });

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewAuthor = style({ fontWeight: vars.font.weight.semibold });

export const sellerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const sellerName = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const sectionTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
