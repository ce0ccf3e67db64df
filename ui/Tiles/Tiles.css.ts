import { style } from '@vanilla-extract/css';
import { responsiveStyleVariants } from '../theme/responsiveStyleVariants';

export const tiles = style({ display: 'grid' });

/** Equal columns, or as many of at least 14rem as fit; per breakpoint: `columns.desktop[4]`. */
export const columns = responsiveStyleVariants(
  {
    1: 'repeat(1, minmax(0, 1fr))',
    2: 'repeat(2, minmax(0, 1fr))',
    3: 'repeat(3, minmax(0, 1fr))',
    4: 'repeat(4, minmax(0, 1fr))',
    auto: 'repeat(auto-fill, minmax(14rem, 1fr))',
  },
  (template) => ({ gridTemplateColumns: template }),
);
