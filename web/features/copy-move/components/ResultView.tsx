// The end of a copy or move: where it went, what came along (each kind counted), an "Open" link to the copy (or
// the moved record) and "Done".
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CopyAction, CopyItemCounts, CopyKind, CopyMoveResult } from '../../../../domain/schemas/copying.ts';
import { MathText } from '../../../components/math/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { resultPath } from '../data/paths.ts';
import { screenWord } from '../../../lib/screenWords.ts';

/** The kinds that hold pages, questions, passages and study guides. */
const CONTAINERS: ReadonlySet<CopyKind> = new Set(['course', 'bundle', 'topic']);

const KINDS = ['chapters', 'questions', 'passages', 'study_guides'] as const satisfies readonly (keyof CopyItemCounts)[];

type Props = { action: CopyAction; targetName: string; result: CopyMoveResult | null; onDone: () => void };

export function ResultView({ action, targetName, result, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  /** "1 page, 7 questions, and 1 passage": each kind there is, counted in its own words. */
  const itemList = (counts: CopyItemCounts) => {
    const parts = KINDS.filter((kind) => counts[kind] > 0).map((kind) => t(`copy_move.result.kinds.${screenWord(kind)}`, { count: counts[kind] }));
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  };
  const facts = result
    ? [
        // A page, question or passage is one item itself (its linked questions have their own line).
        CONTAINERS.has(result.kind) && result.item_count > 0 && t('copy_move.result.items', { list: itemList(result.item_counts) }),
        result.linked_question_count > 0 && t('copy_move.result.linked', { count: result.linked_question_count }),
        result.removed_link_count > 0 && t('copy_move.result.removed_links', { count: result.removed_link_count }),
      ].filter((fact): fact is string => typeof fact === 'string')
    : [];
  return (
    <Stack gap="md" data-testid="copy-move-result">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="green" variant="light" radius="xl" size={36} style={{ flexShrink: 0 }}>
          <IconCheck size={20} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Title order={3} size="h4" role="status" style={{ wordBreak: 'break-word' }}>
            {t(action === 'copy' ? 'copy_move.result.copied' : 'copy_move.result.moved', { target: targetName })}
          </Title>
          {result && (
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {t(action === 'copy' ? 'copy_move.result.copy_label' : 'copy_move.result.moved_label')} <MathText inline>{result.name}</MathText>
            </Text>
          )}
          {facts.map((fact) => (
            <Text key={fact} size="sm" c="dimmed">
              {fact}
            </Text>
          ))}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="sm">
        {result && (
          <Button variant="default" component={Link} to={resultPath(language, result)} onClick={onDone} leftSection={<IconExternalLink size={16} />}>
            {t('copy_move.result.open')}
          </Button>
        )}
        <Button onClick={onDone} data-autofocus>
          {t('copy_move.result.done')}
        </Button>
      </Group>
    </Stack>
  );
}
