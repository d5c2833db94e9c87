// An expired preview link (spec §2 "Preview": the link works until it expires): a friendly
// page that says what happened and how to get a new link, instead of "not found".
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../components/useScreenTitle.ts';

export function PreviewExpired() {
  const { t } = useTranslation();
  useScreenTitle(t('preview.expired_title'));
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconClockHour4 size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('preview.expired_title')}
        </Title>
        <Text c="dimmed">{t('preview.expired_body')}</Text>
      </Stack>
    </Center>
  );
}
