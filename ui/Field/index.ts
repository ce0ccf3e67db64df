export { FieldLabel, FieldDescription, FieldErrorText, type FieldLabelProps } from './FieldParts';
export * as fieldStyles from './Field.css';
