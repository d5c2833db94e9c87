export { BareLayout } from './BareLayout.tsx';
export { SidebarLayout } from './SidebarLayout.tsx';
export { TopBarLayout } from './TopBarLayout.tsx';
