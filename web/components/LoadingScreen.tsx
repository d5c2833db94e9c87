// Full-screen loading state while the app is busy (e.g. the user record loads on start).
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.tsx';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Logo height={40} />
        <Loader size="md" type="dots" />
        <Text c="dimmed" size="sm">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
