// {lang}/tags: the organization's grade tags (/), subjects (/subject) and other tags
// (/other), each searched, created and deleted in its tab (ManagedNameList). The tabs are
// addresses, so each list can be linked to.
import { Tabs } from '@mantine/core';
import { IconBook2, IconSchool, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { useScreenTitle } from '../../components/useScreenTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';

export const tagTabs = ['grades', 'subject', 'other'] as const;
export type TagTab = (typeof tagTabs)[number];

export function tagTabFromPath(pathname: string): TagTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'subject' || last === 'other' ? last : 'grades';
}

export function TagsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { organization } = useSignedIn();
  const tab = tagTabFromPath(pathname);
  useScreenTitle(t('tags.title'));
  const pathFor = (value: TagTab) => `/${language}/tags${value === 'grades' ? '' : `/${value}`}`;

  return (
    <>
      <ScreenHeader eyebrow={organization.name} title={t('tags.title')} description={t('tags.description')} />
      <Tabs
        value={tab}
        onChange={(value) => value && void navigate(pathFor(value as TagTab))}
        keepMounted={false}
        mb="lg"
      >
        <Tabs.List>
          <Tabs.Tab value="grades" leftSection={<IconSchool size={16} />}>
            {t('tags.tab_grades')}
          </Tabs.Tab>
          <Tabs.Tab value="subject" leftSection={<IconBook2 size={16} />}>
            {t('tags.tab_subjects')}
          </Tabs.Tab>
          <Tabs.Tab value="other" leftSection={<IconTag size={16} />}>
            {t('tags.tab_other')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
