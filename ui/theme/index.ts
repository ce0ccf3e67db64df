import './global';

export { vars } from './contract.css';
export { focusRing, focusRingStyle } from './focusRing.css';
export { lightTokens, breakpoints, textColorPairs, type ThemeTokens } from './tokens';
export { media } from './media';
export { contrastRatio, contrastLevel, relativeLuminance } from './contrast';
