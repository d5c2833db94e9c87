// An error page by name (permissionError, notFound, unprocessableEntity, serverError,
// unknownError): the status, a title and the §8 text, and the actions errorScreenActions allows.
import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconFileUnknown,
  IconLock,
  IconRefresh,
  IconServerOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenTitle } from '../useScreenTitle.ts';
import { errorScreenActions, errorStatusCode } from './errorScreenActions.ts';
import type { ErrorScreenName } from './errorScreenActions.ts';

const icons: Record<ErrorScreenName, ReactNode> = {
  permissionError: <IconLock size={30} stroke={1.6} />,
  notFound: <IconFileUnknown size={30} stroke={1.6} />,
  unprocessableEntity: <IconAlertTriangle size={30} stroke={1.6} />,
  serverError: <IconServerOff size={30} stroke={1.6} />,
  unknownError: <IconAlertTriangle size={30} stroke={1.6} />,
};

type ErrorPageProps = {
  name: ErrorScreenName;
  signedIn: boolean;
  /** Where "Back to course list" goes, e.g. '/en/'. */
  courseListPath: string;
  /** Fills the whole viewport when there is no app shell around the page. */
  fullScreen?: boolean;
  /** The true reason, when the screen knows it better than the page's generic text. */
  title?: string;
  description?: string;
};

export function ErrorScreen({ name, signedIn, courseListPath, fullScreen = false, title, description }: ErrorPageProps) {
  const { t } = useTranslation();
  const actions = errorScreenActions(name, signedIn);
  const code = errorStatusCode[name];
  useScreenTitle(title ?? t(`errors.${name}.title`));

  return (
    <Center mih={fullScreen ? '100vh' : '60vh'} px="md" py="xl">
      <Stack align="center" gap="md" maw={520} ta="center" data-testid={`error-page-${name}`}>
        <ThemeIcon size={64} radius="xl" variant="light" color={name === 'permissionError' ? 'orange' : 'pena'}>
          {icons[name]}
        </ThemeIcon>
        {code !== null && (
          <Text fw={700} size="sm" c="dimmed" tt="uppercase" lts={1}>
            {t('errors.code', { code })}
          </Text>
        )}
        <Title order={1}>{title ?? t(`errors.${name}.title`)}</Title>
        <Text c="dimmed" size="lg">
          {description ?? t(`errors.${name}.description`)}
        </Text>
        {(actions.courseList || actions.refresh) && (
          <Group justify="center" mt="sm">
            {actions.courseList && (
              <Button component={Link} to={courseListPath} leftSection={<IconArrowLeft size={16} />}>
                {t('errors.back_to_courses')}
              </Button>
            )}
            {actions.refresh && (
              <Button
                variant={actions.courseList ? 'default' : 'filled'}
                leftSection={<IconRefresh size={16} />}
                onClick={() => window.location.reload()}
              >
                {t('errors.refresh')}
              </Button>
            )}
          </Group>
        )}
        {actions.back && (
          <Anchor component="button" type="button" size="sm" onClick={() => window.history.back()}>
            {t('errors.go_back')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
