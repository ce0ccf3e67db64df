import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';

/** The title block, ruled off from the text, no wider than the text column. */
export const header = style({
  maxWidth: '46rem',
  paddingBottom: vars.space['6'],
  marginBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A hero title: a step above the app's page titles. */
export const title = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['4xl'] } },
});

/** The lead under the title: a little more room between its lines than the body text. */
export const lead = style({ lineHeight: '1.6' });

/** The text, and from the wide breakpoint a table of contents beside it that stays in view. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: '15rem minmax(0, 46rem)', columnGap: vars.space['12'] } },
});

export const toc = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      position: 'sticky',
      // Below the site header, which stays at the top too.
      top: '6rem',
      alignSelf: 'start',
    },
  },
});

/** The contents hang from a rule, like a rail the links sit on. */
export const tocRail = style({ borderInlineStart: `2px solid ${vars.color.border}` });

export const tocLink = style({
  display: 'block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': focusRingStyle,
  },
});

/** Long-form prose: roomy lines, lists with markers, links underlined. */
export const section = style({
  // A section reached from the table of contents starts below the sticky site header.
  scrollMarginTop: '6rem',
  lineHeight: '1.7',
});

export const sectionTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.tablet]: { fontSize: vars.font.size['2xl'] } },
});

globalStyle(`${section} h3`, {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  marginTop: vars.space['2'],
});
globalStyle(`${section} ul, ${section} ol`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['6'],
});
globalStyle(`${section} ul`, { listStyle: 'disc' });
globalStyle(`${section} ol`, { listStyle: 'decimal' });
globalStyle(`${section} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${section} strong`, { fontWeight: vars.font.weight.semibold });

/** The timers at a glance: a two-column table that scrolls sideways on a narrow phone rather than overflow. */
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, { fontWeight: vars.font.weight.semibold, background: vars.color.surfaceMuted });
