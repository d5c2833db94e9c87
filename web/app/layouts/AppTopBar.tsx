// The top bar wired to the session: links from domain/access (topBarLinks), the switcher,
// the autosave toggle (autosaveToggleVisible), sibling products only when verified.
import { IconBooks, IconTags, IconUsersGroup } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
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
  const home = homePath(language);
  const leftFor = useLeftFor();
  // Switching school goes to the course list first (§2), then switches: the page left behind
  // (a course of the old school) never shows under the new one.
  const switcher = useSwitchOrganization({ leave: () => leftFor(home) });

  const links = topBarLinks(access, facts);
  const navItems: NavItem[] = [];
  if (links.courses) navItems.push({ key: 'courses', label: t('topbar.courses'), to: home, icon: <IconBooks size={18} /> });
  if (links.team) {
    navItems.push({ key: 'team', label: t('topbar.team'), to: `/${language}/teams`, icon: <IconUsersGroup size={18} /> });
  }
  if (links.tags) navItems.push({ key: 'tags', label: t('topbar.tags'), to: `/${language}/tags`, icon: <IconTags size={18} /> });

  const switchOrganization = (id: number) =>
    switcher.mutate(id, { onError: () => notify({ tone: 'error', message: t('topbar.switch_failed') }) });

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

/**
 * Goes to `path` at once and answers whether the page was left: this top bar went with its
 * layout (a course page's), or now stands on `path`. False: a guard kept the teacher on the
 * page (unsaved changes ask first).
 */
function useLeftFor(): (path: string) => boolean {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const here = useRef({ pathname, shown: true });
  useLayoutEffect(() => {
    here.current.pathname = pathname;
  });
  useLayoutEffect(() => {
    const place = here.current;
    place.shown = true;
    return () => {
      place.shown = false;
    };
  }, []);
  return (path) => {
    // Routes without loaders navigate synchronously: the next page is committed on return.
    flushSync(() => void navigate(path));
    return !here.current.shown || here.current.pathname === path;
  };
}
