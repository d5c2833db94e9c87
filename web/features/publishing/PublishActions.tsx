// "Publish" on the course overview, a menu with the publish and unpublish pages, for those the
// route guard lets in (the publish permission, §6: admins and publishers): the same
// domain/access rule the guard and the server's policy apply, so a link shown is a page that
// opens. One button, so the course header keeps room for the course's name.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guardRoute } from '../../../domain/access/index.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSignedIn } from '../auth/index.ts';
import { publishingPaths } from './paths.ts';

export function PublishActions({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { access, facts } = useSignedIn();
  if (!guardRoute(access, facts, 'publish')) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light" leftSection={<IconCloudUpload size={16} />} rightSection={<IconChevronDown size={14} />}>
          {t('publishing.publish')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={publishingPaths.publish(language, courseId)} leftSection={<IconCloudUpload size={16} />}>
          {t('publishing.publish_menu')}
        </Menu.Item>
        <Menu.Item component={Link} to={publishingPaths.unpublish(language, courseId)} leftSection={<IconCloudOff size={16} />}>
          {t('publishing.unpublish_menu')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
