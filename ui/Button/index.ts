export { Button, type ButtonProps } from './Button';
export { button as buttonRecipe, type ButtonVariants } from './Button.css';
