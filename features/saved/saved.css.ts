import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const count = style({ color: vars.color.textMuted });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], height: '100%' });
