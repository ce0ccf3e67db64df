import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** The parts every auth screen shares: a column of heading, lead, form and footer links. */
export const screen = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

/** Two fields side by side where there is room (first and last name). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['4'],
});

/** A checkbox on the left and a link on the right, wrapping when narrow. */
export const between = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

export const footnote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

/** An inline notice inside a form (an expired reset request, a mismatch). */
export const alert = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
});

/** A fieldset that only groups (for disabling a prerendered form): no box of its own. */
export const fields = style({
  display: 'contents',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
