import { style } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme/contract.css';
import { outlined } from './outlined.css';

/**
 * A whole form on one outlined sheet (a settings panel, a listing form): its parts well apart in
 * a column, and roomier from a tablet.
 */
export const sheet = style([
  outlined.lg,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    padding: vars.space['5'],
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  },
]);
