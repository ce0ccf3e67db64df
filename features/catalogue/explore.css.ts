import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  maxWidth: '40rem',
});

export const searchField = style({ flexGrow: 1, minWidth: 0 });

/** Filters beside the results on wide screens; the results alone below. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['8'] } },
});

export const sidePanel = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'sticky',
      top: vars.space['4'],
      padding: vars.space['4'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      // Until its filters have loaded (or, on a page rendered by the server, until it knows the
      // screen is wide), no empty box.
      selectors: { '&:empty': { visibility: 'hidden' } },
    },
  },
});

export const sideForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const panelHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const drawerActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'], width: '100%' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

/**
 * Count, filters button, sort and view. On a phone: the count and the view on one row, the
 * filters button and the sort under them; from the wide breakpoint (no filters button) one row.
 * On a phone the count spans the flexible column, so a long count ('3 products for “samsung
 * galaxy”') wraps instead of widening the filters' column and squeezing the sort to 'Releva'.
 */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"count count view" "filters sort sort"',
  alignItems: 'end',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto auto', gridTemplateAreas: '"count filters sort view"' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', gridTemplateAreas: '"count sort view"' },
  },
});

/** 'Showing results for "luxury"' above the results of a corrected search. */
export const correction = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const count = style({
  gridArea: 'count',
  alignSelf: 'center',
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** The 'Filters' button only where the side panel is hidden. */
export const filtersButton = style({ gridArea: 'filters', '@media': { [media.desktop]: { display: 'none' } } });

export const sortField = style({ gridArea: 'sort', minWidth: 0, '@media': { [media.tablet]: { width: '12rem' } } });

export const sortBox = style({ position: 'relative' });

/** A native select drawn like the other fields: the chevron is the page's, not the browser's. */
export const sortSelect = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space['3']} + 18px + ${vars.space['2']})`,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '0', borderColor: vars.color.focus },
  },
});

export const sortChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const viewToggle = style({ gridArea: 'view', justifySelf: 'end' });

export const viewLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const pagination = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space['4'] });
