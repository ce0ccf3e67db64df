import { X } from 'lucide-react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { closeButton, type CloseButtonVariants } from './CloseButton.css';

export interface CloseButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'>, CloseButtonVariants {
  /** The accessible name: say what closes ('Close notification'). */
  label?: string;
}

/**
 * The × button of dialogs, drawers and toasts. Inside a RAC Dialog or Toast, `slot="close"`
 * lets the container close itself.
 */
export function CloseButton({ label = 'Close', size, ...props }: CloseButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={closeButton({ size })}>
      <X size={size === 'sm' ? 16 : 20} aria-hidden="true" />
    </AriaButton>
  );
}
