// The menu button (the account menu of each role, the employer's back office): a shared module of its own, loaded
// with the screens that show one, since a guest's pages never do (docs/design-system.md#two-entry-points).
export { Menu, type MenuItem, type MenuProps } from './menu';
