import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

/** The way back is for the screen, not the printout. */
export const back = style({ '@media': { print: { display: 'none' } } });
