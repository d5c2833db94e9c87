// The way to the failed-content lists from the course list's header (spec §2): a quiet
// button beside the create menu, for everyone who may see the lists.
import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { failedPaths } from './paths.ts';

export function FailedContentLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Button component={Link} to={failedPaths.list(language, 'chapters')} variant="subtle" color="gray" leftSection={<IconAlertTriangle size={16} />}>
      {t('failed.link')}
    </Button>
  );
}
