import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../ui';
import { panel, sectionTitle } from '../purchase/purchase.css';

export const eventLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

/** One column on phones (the step, then the summary); from the wide breakpoint the summary beside the step. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', columnGap: vars.space['8'] } },
});

export const summaryPanel = style([panel, { '@media': { [media.desktop]: { position: 'sticky', top: vars.space['6'] } } }]);

export const summaryTitle = style([sectionTitle, { textTransform: 'uppercase', letterSpacing: '0.04em' }]);

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tier = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const tierChosen = style({ borderColor: vars.color.accent, background: vars.color.accentSubtle });

export const tierText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const tierName = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const tierPrice = style({ fontWeight: vars.font.weight.bold });

export const tierFacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

/** The step's buttons at either end of the row. */
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
});
