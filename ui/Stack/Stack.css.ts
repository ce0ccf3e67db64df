import { style, styleVariants } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  left: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  right: { alignItems: 'flex-end' },
});
