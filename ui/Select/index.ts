export { Select, type SelectProps } from './Select';
export type { ChoiceFieldProps, SelectOption } from './choiceField';
