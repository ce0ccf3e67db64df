import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media';

/** The row's column template, set by Columns from its children's widths. */
export const template = createVar();

export const columns = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

const side = { gridTemplateColumns: template };

/** Below the breakpoint the columns are one under another; from it, side by side. */
export const collapseBelow = styleVariants({
  never: side,
  tablet: { '@media': { [media.tablet]: side } },
  desktop: { '@media': { [media.desktop]: side } },
});

export const alignY = styleVariants({
  top: { alignItems: 'start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'end' },
  stretch: { alignItems: 'stretch' },
});

export const column = style({ minWidth: 0 });
