/** The Kampus design system: the one public entry of ui/. */
export * from './theme';
export * from './Button';
export * from './Link';
export * from './Field';
export * from './TextField';
export * from './Checkbox';
export * from './Switch';
export * from './Spinner';
