// The top bar wired to the session: links from domain/access (topBarLinks), the switcher,
// the autosave toggle (autosaveToggleVisible), sibling products only when verified.
import { IconBooks, IconTags, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { autosaveToggleVisible, topBarLinks } from '../../../domain/access/index.ts';
import { useNotify } from '../../components/notifications/index.ts';
import { TopBar } from '../../components/TopBar/index.ts';
import type { NavItem } from '../../components/TopBar/index.ts';
import { useLogout, useSignedIn, useSwitchOrganization, useUpdateAutosave } from '../../features/auth/index.ts';
import { siblingProductUrl, usePublicConfig } from '../../features/config/index.ts';
import { useOrganizations } from '../../features/organizations/index.ts';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';

export function AppTopBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user, organization, access, facts } = useSignedIn();
  const config = usePublicConfig();
  const multiple = organization.has_multiple_organizations;
  const organizations = useOrganizations({ enabled: multiple });
  const logout = useLogout();
  const autosave = useUpdateAutosave();
  const switcher = useSwitchOrganization();

  const links = topBarLinks(access, facts);
  const home = homePath(language);
  const navItems: NavItem[] = [];
  if (links.courses) navItems.push({ key: 'courses', label: t('topbar.courses'), to: home, icon: <IconBooks size={18} /> });
  if (links.team) {
    navItems.push({ key: 'team', label: t('topbar.team'), to: `/${language}/teams`, icon: <IconUsersGroup size={18} /> });
  }
  if (links.tags) navItems.push({ key: 'tags', label: t('topbar.tags'), to: `/${language}/tags`, icon: <IconTags size={18} /> });

  const switchOrganization = (id: number) =>
    switcher.mutate(id, {
      onSuccess: () => void navigate(home),
      onError: () => notify({ tone: 'error', message: t('topbar.switch_failed') }),
    });

  const linkUrl = siblingProductUrl(config.data, 'link');
  const products = facts.verified ? (config.data?.sibling_products ?? []) : [];

  return (
    <TopBar
      homePath={home}
      organization={organization}
      organizations={multiple ? (organizations.data ?? [organization]) : null}
      switchingOrganization={switcher.isPending}
      onSwitchOrganization={switchOrganization}
      navItems={navItems}
      user={{ name: user.name, email: user.email, profileImageUrl: user.profile_image_url }}
      autosave={
        autosaveToggleVisible({ enableAutosave: organization.enable_autosave })
          ? {
              checked: user.use_autosave,
              pending: autosave.isPending,
              onChange: (value) =>
                autosave.mutate(value, {
                  onError: () => notify({ tone: 'error', message: t('topbar.autosave_failed') }),
                }),
            }
          : null
      }
      products={products}
      settingsUrl={linkUrl ? `${linkUrl}/${language}/account` : null}
      onLogout={() =>
        logout.mutate(undefined, {
          onSuccess: () => void navigate(home, { replace: true }),
          onError: () => notify({ tone: 'error', message: t('topbar.logout_failed') }),
        })
      }
    />
  );
}
