import { style } from '@vanilla-extract/css';
import { media, outlined, vars } from '../../../ui';
import { panel } from '../purchase/purchase.css';

/** One column on phones (the step, then the summary); from the wide breakpoint the summary beside the step. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', columnGap: vars.space['8'] } },
});

export const summaryPanel = style([panel, { '@media': { [media.desktop]: { position: 'sticky', top: vars.space['6'] } } }]);

export const summaryTitle = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });

export const tier = style([
  outlined.md,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['3'],
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
  },
]);

export const tierChosen = style({ borderColor: vars.color.accent, background: vars.color.accentSubtle });
