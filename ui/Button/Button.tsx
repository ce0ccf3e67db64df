import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { buttonClass, type ButtonVariants } from './buttonClass';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, ButtonVariants {
  children: ReactNode;
  /** An icon before the label. */
  iconStart?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
}

/**
 * The one button. `isPending` keeps the button focusable, shows a spinner, sets `aria-busy`
 * and ignores presses until the work is done.
 */
export function Button({ variant, tone, size, fullWidth, iconStart, iconEnd, children, isPending, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      render={(domProps) => <button {...domProps} aria-busy={isPending || undefined} />}
      className={buttonClass({ variant, tone, size, fullWidth })}
    >
      {isPending ? <Spinner size="sm" /> : iconStart}
      {children}
      {iconEnd}
    </AriaButton>
  );
}
