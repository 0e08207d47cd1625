import { type DialogProps, Modal } from './dialog';

export type DrawerProps = Omit<DialogProps, 'description'> & {
  /** Where the panel slides in from; `bottom` is a sheet for phones. */
  side?: 'left' | 'right' | 'bottom';
  /** `wide`: most of a desktop's width, for a record read beside its document (an applicant and the CV). */
  size?: 'default' | 'wide';
};

/**
 * A modal panel along an edge of the screen, for filters or navigation (docs/design-system.md#dialog-and-drawer):
 * the same modal as Dialog, sliding in with the motion tokens.
 */
export function Drawer({ side = 'right', size = 'default', className, ...props }: DrawerProps) {
  const classes = [size === 'wide' && 'sk-drawer--wide', className].filter(Boolean).join(' ') || undefined;
  return <Modal {...props} className={classes} block="sk-drawer" modifier={side} />;
}
