import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

/** The classes of a button of this look, shared by Button and LinkButton (docs/design-system.md#button-and-linkbutton). */
export const buttonClass = (variant: ButtonVariant, size: ButtonSize, className?: string) =>
  cx('sk-button', `sk-button--${variant}`, size === 'sm' && 'sk-button--sm', className);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows the button busy and disabled while an action runs: a spinner over the label, which stays (invisible) so
   * the button keeps its width and its accessible name.
   */
  loading?: boolean;
};

/**
 * A button (docs/design-system.md#button-and-linkbutton). An icon-only button must be given an `aria-label`, since
 * it has no text to be named by.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, cx(loading && 'sk-button--loading', className))}
    >
      <span className="sk-button__label">{children}</span>
      {loading && <span className="sk-button__spinner" aria-hidden="true" />}
    </button>
  );
}
