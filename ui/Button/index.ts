export { Button, type ButtonProps } from './Button';
export { buttonClass as buttonRecipe, type ButtonVariants, type ButtonTone, type ButtonVariant } from './buttonClass';
