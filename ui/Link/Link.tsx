import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonClass, type ButtonVariants } from '../Button/buttonClass';
import { link, type LinkVariants } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>, LinkVariants {
  children: ReactNode;
}

/**
 * A navigation link. It takes an `href`; inside the app, react-aria's RouterProvider makes it
 * navigate through the router, so ui/ never imports the router itself.
 */
export function Link({ tone, underline, weight, ...props }: LinkProps) {
  return <AriaLink {...props} className={link({ tone, underline, weight })} />;
}

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>, ButtonVariants {
  children: ReactNode;
}

/** A link that looks like a button: for navigation that is the main action on a screen. */
export function LinkButton({ variant, tone, size, fullWidth, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={buttonClass({ variant, tone, size, fullWidth })} />;
}
