// Shown inside a layout while the next lazy-loaded screen downloads.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LazyFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
