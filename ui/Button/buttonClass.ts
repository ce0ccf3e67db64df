import { button, type ButtonTone, type ButtonVariant } from './Button.css';

export type { ButtonTone, ButtonVariant };

export interface ButtonVariants {
  /** Prominence: `solid` for the main action, `soft` or `outline` beside it, `transparent` in toolbars. Default `solid`. */
  variant?: ButtonVariant;
  /**
   * Colour and meaning: `brandAccent`, `neutral`, or `critical` for destructive actions. Default: the variant's
   * own, `brandAccent` for `solid` and `soft`, `neutral` for `outline` and `transparent`.
   */
  tone?: ButtonTone;
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
}

const defaultTone: Record<ButtonVariant, ButtonTone> = {
  solid: 'brandAccent',
  soft: 'brandAccent',
  outline: 'neutral',
  transparent: 'neutral',
};

/** The class of a button (or of a link or span that must look like one). */
export function buttonClass({ variant = 'solid', tone, size, fullWidth }: ButtonVariants = {}): string {
  return button({ variant, tone: tone ?? defaultTone[variant], size, fullWidth });
}
