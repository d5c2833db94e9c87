// A screen whose data could not load because no reply came from the server: Pena's own offline
// message in place of the error page (whose texts are about the server's answers), with a way
// to try again. The offline notice (ConnectionNotices) says the same for the whole app.
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../useScreenTitle.ts';

type OfflineStateProps = {
  /** Fills the whole viewport when there is no app shell around it. */
  fullScreen?: boolean;
  /** What "Try again" does; by default the queries that failed ask again. */
  onRetry?: () => void;
};

export function OfflineState({ fullScreen = false, onRetry }: OfflineStateProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useScreenTitle(t('connection.offline_title'));
  const retry =
    onRetry ?? (() => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }));

  return (
    <Center mih={fullScreen ? '100vh' : '60vh'} px="md" py="xl">
      <Stack align="center" gap="md" maw={520} ta="center" data-testid="offline-state">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconWifiOff size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={1}>{t('connection.offline_title')}</Title>
        <Text c="dimmed" size="lg">
          {t('connection.offline_description')}
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={retry}>
          {t('connection.try_again')}
        </Button>
      </Stack>
    </Center>
  );
}
