import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const filter = style({ minWidth: '14rem' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '6rem minmax(0, 1fr) auto' } },
});

export const thumb = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const rowTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const rowSide = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const countdowns = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const countdown = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.infoText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.3em',
});

/** A QR needs light modules around dark ones whatever the theme, so its background stays white. */
export const qr = style({
  width: '10rem',
  height: '10rem',
  imageRendering: 'pixelated',
  background: 'white',
  borderRadius: vars.radius.sm,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const historyItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  fontSize: vars.font.size.sm,
});

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const disputePhoto = style({ width: '5rem', height: '5rem', objectFit: 'cover', borderRadius: vars.radius.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const video = style({
  width: '100%',
  maxHeight: '60vh',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
