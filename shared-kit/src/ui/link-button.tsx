import { Link, type LinkProps } from 'shared-kit/router';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button';

export type LinkButtonProps = Omit<LinkProps, 'to'> & {
  /** An address inside the app. */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A link that looks like a button (docs/design-system.md#button-and-linkbutton): it goes somewhere, so it is a link
 * (a real `href`, opens in a new tab, works before the JavaScript), whatever it looks like.
 */
export function LinkButton({ to, variant = 'primary', size = 'md', className, children, ...rest }: LinkButtonProps) {
  return (
    <Link {...rest} to={to} className={buttonClass(variant, size, className)}>
      <span className="sk-button__label">{children}</span>
    </Link>
  );
}
