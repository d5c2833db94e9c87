// The selection across topics, in the order chosen (the order the questions take in the
// topic): how many questions, each entry with its topic (and whether the target topic already
// holds it) and a remove button, clear, Cancel and Import. Beside the browser on wide screens;
// on a phone the list follows the browser and a bar at the bottom keeps the count and Import
// in reach.
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBook2, IconDownload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import { entryKey, questionCount } from '../selection.ts';
import type { Entry, Selection } from '../selection.ts';
import { AlreadyBadge } from './AlreadyBadge.tsx';
import classes from './importing.module.css';

type Props = {
  selection: Selection;
  onSelection: (next: Selection) => void;
  running: boolean;
  onImport: () => void;
  cancelTo: string;
};

const LABEL_MAX = 90;

function shortLabel(text: string): string {
  const flat = mathToPlainText(text).replace(/\s+/g, ' ').trim();
  return flat.length > LABEL_MAX ? `${flat.slice(0, LABEL_MAX - 1).trimEnd()}…` : flat;
}

export function SelectionTray({ selection, onSelection, running, onImport, cancelTo }: Props) {
  const { t } = useTranslation();
  const count = questionCount(selection);
  const importButton = (testId: string) => (
    <Button onClick={onImport} disabled={count === 0} loading={running} leftSection={<IconDownload size={16} />} data-testid={testId} fullWidth={testId === 'import-button'}>
      {t('importing.import', { count })}
    </Button>
  );
  return (
    <>
      <Paper withBorder radius="md" p="md" className={classes.tray} component="aside" aria-labelledby="selection-heading" data-testid="selection-tray">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text id="selection-heading" fw={700}>
              {t('importing.tray.title')}
            </Text>
            <Badge variant={count ? 'filled' : 'light'} color={count ? 'pena' : 'gray'} tt="none" data-testid="selection-count">
              {t('importing.tray.count', { count })}
            </Badge>
          </Group>
          {selection.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('importing.tray.empty')}
            </Text>
          ) : (
            <Stack gap={6} component="ol" p={0} m={0} className={classes.trayList} style={{ listStyle: 'none' }} data-testid="selection-list">
              {selection.map((entry, index) => (
                <li key={entryKey(entry)}>
                  <TrayEntry entry={entry} index={index} onRemove={() => onSelection(selection.filter((e) => entryKey(e) !== entryKey(entry)))} disabled={running} />
                </li>
              ))}
            </Stack>
          )}
          {selection.length > 0 && (
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onSelection([])} disabled={running} w="fit-content">
              {t('importing.tray.clear')}
            </Button>
          )}
          <Stack gap="xs">
            <Box visibleFrom="md">{importButton('import-button')}</Box>
            <Button variant="default" component={Link} to={cancelTo} disabled={running} fullWidth>
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {count > 0 && (
      <Box hiddenFrom="md" className={classes.phoneBar}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('importing.tray.count', { count })}
          </Text>
          {importButton('import-button-phone')}
        </Group>
      </Box>
      )}
    </>
  );
}

function TrayEntry({ entry, index, onRemove, disabled }: { entry: Entry; index: number; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const label = shortLabel(entry.label) || (entry.kind === 'passage' ? t('importing.passage') : t('importing.untitled_question'));
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="selection-entry">
      <Text size="xs" c="dimmed" fw={600} w={20} ta="right" mt={2} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {index + 1}.
      </Text>
      <Stack gap={0} miw={0} flex={1}>
        <Group gap={4} wrap="nowrap">
          {entry.kind === 'passage' && <IconBook2 size={14} aria-hidden style={{ flexShrink: 0 }} />}
          <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
            <MathText inline>{label}</MathText>
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {entry.kind === 'passage' ? t('importing.tray.passage_of', { topic: entry.topicName, count: entry.questionCount }) : entry.topicName}
        </Text>
        {entry.alreadyImported && (
          <Box mt={2}>
            <AlreadyBadge size="xs" />
          </Box>
        )}
      </Stack>
      <ActionIcon variant="subtle" color="gray" size="sm" onClick={onRemove} disabled={disabled} aria-label={t('importing.tray.remove', { name: label })}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
