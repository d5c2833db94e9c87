// What an editor route shows before its editor: a loading frame shaped like the editor (the
// header bar and a card), and a failed load as the error page of spec §4 in place.
import { Box, Container, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../ErrorScreen/index.ts';
import { QueryError } from '../QueryError.tsx';
import { homePath, useLanguage } from '../../i18n/useLanguage.ts';

export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" aria-busy aria-label={t('editor.loading')} data-testid="editor-loading">
      <Box bg="white" px="lg" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h={48} gap="md">
          <Skeleton height={28} width={100} />
          <Stack gap={6}>
            <Skeleton height={10} width={180} />
            <Skeleton height={14} width={240} />
          </Stack>
        </Group>
      </Box>
      <Container size="lg" py="xl">
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md">
            <Skeleton height={36} />
            <Skeleton height={360} />
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

/** A failed load (or a bad address: `error` null) as the error page. */
export function EditorError({ error }: { error: unknown }) {
  const language = useLanguage();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" py="xl">
      {error === null ? (
        <ErrorScreen name="notFound" signedIn courseListPath={homePath(language)} />
      ) : (
        <QueryError error={error} courseListPath={homePath(language)} />
      )}
    </Box>
  );
}
