import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const page = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
});

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], maxWidth: '44rem' });

export const title = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['5xl'] } },
});

export const lead = style({ fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const stepsHeading = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const steps = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const stepNumber = style({ color: vars.color.accentText, fontWeight: vars.font.weight.bold });

export const stepTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const stepText = style({ color: vars.color.textMuted });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const sell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.accentSubtle,
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
});

export const sellLead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.lg });

export const sellPoints = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const sellPoint = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const sellIcon = style({ flexShrink: 0, width: vars.space['6'], height: vars.space['6'], color: vars.color.accentText });
