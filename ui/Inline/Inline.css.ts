import { style, styleVariants } from '@vanilla-extract/css';

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

export const align = styleVariants({
  left: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  right: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});
