// "Someone else saved a newer version": both versions side by side, and three ways out —
// keep mine (store it over theirs), take theirs (reload the editor with it), or copy my
// text out first. Nothing is overwritten until the teacher chooses.
import { Alert, Button, CopyButton, Group, Modal, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConflictDialog({
  opened,
  mine,
  theirs,
  mineText,
  busy = false,
  onKeepMine,
  onTakeTheirs,
}: {
  opened: boolean;
  /** My version, rendered. */
  mine: ReactNode;
  /** The stored version, rendered. */
  theirs: ReactNode;
  /** My version as text, for the clipboard. */
  mineText: string;
  busy?: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="xl"
      centered
      title={<Title order={3}>{t('saving.conflict_title')}</Title>}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('saving.conflict_body')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="sm" data-testid="conflict-mine">
            <Text fw={700} size="sm" mb={6}>
              {t('saving.conflict_mine')}
            </Text>
            <ScrollArea.Autosize mah={320}>{mine}</ScrollArea.Autosize>
          </Paper>
          <Paper withBorder p="sm" data-testid="conflict-theirs">
            <Text fw={700} size="sm" mb={6}>
              {t('saving.conflict_theirs')}
            </Text>
            <ScrollArea.Autosize mah={320}>{theirs}</ScrollArea.Autosize>
          </Paper>
        </SimpleGrid>
        <Group justify="space-between">
          <CopyButton value={mineText}>
            {({ copied, copy }) => (
              <Button variant="subtle" onClick={copy}>
                {copied ? t('saving.conflict_copied') : t('saving.conflict_copy')}
              </Button>
            )}
          </CopyButton>
          <Group gap="sm">
            <Button variant="default" onClick={onTakeTheirs} disabled={busy}>
              {t('saving.conflict_take_theirs')}
            </Button>
            <Button onClick={onKeepMine} loading={busy}>
              {t('saving.conflict_keep_mine')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
