import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** White whatever the theme: a scanner needs light modules around the dark ones. */
export const qr = style({ width: '11rem', height: '11rem', background: '#fff', imageRendering: 'pixelated' });

export const pending = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
