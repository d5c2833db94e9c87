// One version in the history panel: what happened, who did it, how long ago and exactly
// when; a box to pick it for a comparison; "Restore this version" for a teacher who may edit;
// and, for a copy, a link to the item it was copied from.
import { Anchor, Box, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VersionSummary } from '../../../../domain/schemas/history.ts';
import { editorPaths, type ContentType } from '../../../components/editor/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useVersionWords } from '../versionWords.ts';

const EDITOR_OF: Partial<Record<NonNullable<VersionSummary['source']>['item_type'], ContentType>> = {
  page: 'chapters',
  question: 'questions',
  passage: 'passages',
};

type Props = {
  version: VersionSummary;
  selected: boolean;
  /** Two others are picked already. */
  selectable: boolean;
  onSelect: (selected: boolean) => void;
  /** Offered (the teacher may edit, and the version is not what is stored now). */
  onRestore: (() => void) | null;
};

export function VersionRow({ version, selected, selectable, onSelect, onRestore }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = useVersionWords();
  const sourceEditor = version.kind === 'copied' && version.source ? EDITOR_OF[version.source.item_type] : undefined;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="version-row" data-kind={version.kind} data-selected={selected}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={2}
          checked={selected}
          disabled={!selected && !selectable}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t('history.select_named', { name: words.summary(version) })}
        />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm">
            {words.kind(version)}
          </Text>
          <Text size="sm">{words.author(version)}</Text>
          <Text size="xs" c="dimmed">
            {words.ago(version)} · <time dateTime={version.saved_at}>{words.exact(version)}</time>
          </Text>
          {(sourceEditor || onRestore) && (
            <Group gap="xs" mt={4} wrap="wrap">
              {sourceEditor && version.source && (
                <Anchor component={Link} to={editorPaths.item(language, sourceEditor, version.source.item_id)} size="xs">
                  {t('history.open_source')}
                </Anchor>
              )}
              {onRestore && (
                <Box>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconRestore size={14} />}
                    onClick={onRestore}
                    aria-label={t('history.restore_named', { time: words.exact(version) })}
                    data-testid="restore-version"
                  >
                    {t('history.restore')}
                  </Button>
                </Box>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
