// The top bar (spec §2): logo, organization switcher, the main links and the avatar menu.
import { Box, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../Logo.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';
import type { OrganizationOption } from './OrganizationSwitcher.tsx';
import classes from './TopBar.module.css';
import { UserMenu } from './UserMenu.tsx';
import type { NavItem, ProductLink } from './UserMenu.tsx';
import type { AutosaveControl } from './AutosaveSwitch.tsx';

export type TopBarProps = {
  homePath: string;
  organization: OrganizationOption;
  organizations: OrganizationOption[] | null;
  switchingOrganization: boolean;
  onSwitchOrganization: (id: number) => void;
  navItems: NavItem[];
  user: { name: string; email: string; profileImageUrl: string | null };
  autosave: AutosaveControl | null;
  products: ProductLink[];
  settingsUrl: string | null;
  onLogout: () => void;
};

export function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.bar}>
      <Link to={props.homePath} className={classes.logoLink} aria-label={t('topbar.home_link')}>
        <Box visibleFrom="xs">
          <Logo height={30} />
        </Box>
        <Box hiddenFrom="xs">
          <Logo height={30} markOnly />
        </Box>
      </Link>
      <Divider orientation="vertical" my={14} visibleFrom="xs" />
      <Box miw={0} style={{ flexShrink: 1 }}>
        <OrganizationSwitcher
          current={props.organization}
          options={props.organizations}
          loading={props.switchingOrganization}
          onSwitch={props.onSwitchOrganization}
        />
      </Box>
      {props.navItems.length > 0 && (
        <Box
          component="nav"
          aria-label={t('topbar.main_navigation')}
          data-testid="main-navigation"
          className={classes.nav}
          visibleFrom="sm"
          h="100%"
        >
          {props.navItems.map((item) => (
            <NavLink key={item.key} to={item.to} end={item.key === 'courses'} className={classes.link}>
              {item.icon}
              {item.label}
            </NavLink>
          ))}
        </Box>
      )}
      <div className={classes.spacer} />
      <UserMenu
        user={props.user}
        autosave={props.autosave}
        products={props.products}
        settingsUrl={props.settingsUrl}
        navItems={props.navItems}
        onLogout={props.onLogout}
      />
    </div>
  );
}
