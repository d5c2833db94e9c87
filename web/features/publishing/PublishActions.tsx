// "Publish" and "Unpublish" on the course overview, for those the route guard lets in (the
// publish permission, §6: admins and publishers): the same domain/access rule the guard and
// the server's policy apply, so a link shown is a page that opens. Unpublish is an icon
// with its name as label and tooltip, so the course header keeps room for the course's name.
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
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
    <>
      <Tooltip label={t('publishing.unpublish_menu')} withArrow>
        <ActionIcon
          component={Link}
          to={publishingPaths.unpublish(language, courseId)}
          variant="default"
          size={36}
          aria-label={t('publishing.unpublish')}
        >
          <IconCloudOff size={18} />
        </ActionIcon>
      </Tooltip>
      <Button variant="light" component={Link} to={publishingPaths.publish(language, courseId)} leftSection={<IconCloudUpload size={16} />}>
        {t('publishing.publish')}
      </Button>
    </>
  );
}
