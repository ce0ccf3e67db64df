import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  maxWidth: '36rem',
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['6']}`,
});
export const code = style({ fontSize: vars.font.size['5xl'], fontWeight: vars.font.weight.bold, color: vars.color.accentText });
export const title = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
});

/**
 * A loading page holds a screen's height, so the footer below it stays out of view until the
 * page arrives rather than showing and then being pushed down (a layout shift).
 */
export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '100vh',
  padding: vars.space['16'],
});
