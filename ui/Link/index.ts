export { Link, LinkButton, type LinkProps, type LinkButtonProps } from './Link';
