import { type DialogProps, Modal } from './dialog';

export type DrawerProps = Omit<DialogProps, 'description'> & {
  /** Where the panel slides in from; `bottom` is a sheet for phones. */
  side?: 'left' | 'right' | 'bottom';
};

/**
 * A modal panel along an edge of the screen, for filters or navigation (docs/design-system.md#dialog-and-drawer):
 * the same modal as Dialog, sliding in with the motion tokens.
 */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return <Modal {...props} block="sk-drawer" modifier={side} />;
}
