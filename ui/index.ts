/** The Kampus design system: the one public entry of ui/. */
export * from './theme';
export * from './Button';
export * from './Checkbox';
export * from './Field';
export * from './Link';
export * from './OtpInput';
export * from './Pagination';
export * from './PasswordField';
export * from './ProgressBar';
export * from './QuantityStepper';
export * from './RadioGroup';
export * from './Spinner';
export * from './Steps';
export * from './Switch';
export * from './TextArea';
export * from './TextField';
