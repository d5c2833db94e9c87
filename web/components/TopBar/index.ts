export { TopBar } from './TopBar.tsx';
export type { TopBarProps } from './TopBar.tsx';
export { AutosaveSwitch } from './AutosaveSwitch.tsx';
export type { AutosaveControl } from './AutosaveSwitch.tsx';
export type { OrganizationOption } from './OrganizationSwitcher.tsx';
export type { NavItem, ProductLink } from './UserMenu.tsx';
