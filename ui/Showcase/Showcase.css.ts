import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Between what the thing is and how to get it. */
export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: 0, width: '100%' });
