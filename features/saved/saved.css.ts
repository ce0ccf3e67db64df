import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** A saved card and its Remove row fill the grid's cell, so the rows of a line stay level. */
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], height: '100%' });
