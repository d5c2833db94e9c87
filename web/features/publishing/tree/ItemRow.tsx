// One page or question on the publish and unpublish pages: its checkbox (disabled when it
// may not be selected), type, title with its math, status and published date, and for an
// invalid item the reasons with a link to its editor (spec §2, §5).
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishItem } from '../../../../domain/schemas/publishing.ts';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import type { PublishMode } from '../data/hooks.ts';
import { publishingPaths } from '../paths.ts';
import { Errors, Warnings } from './Problems.tsx';
import { StatusInfo } from './StatusInfo.tsx';
import { screenWord } from '../../../lib/screenWords.ts';

type Props = { item: PublishItem; mode: PublishMode; selectable: boolean; checked: boolean; onToggle: () => void };

export function ItemRow({ item, mode, selectable, checked, onToggle }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = item.title.trim() === '' ? t('publishing.untitled') : item.title;
  const typeLabel =
    item.kind === 'chapter'
      ? t(`topics.content.page_types.${item.type}`)
      : t(`topics.content.question_types.${item.type}`);
  const fixTo = item.kind === 'chapter' ? publishingPaths.page(language, item.id) : publishingPaths.question(language, item.id);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py={6}
      px="xs"
      data-testid="publish-item"
      data-kind={item.kind}
      style={{ opacity: selectable || checked ? 1 : 0.85 }}
    >
      <Checkbox
        mt={2}
        checked={checked}
        disabled={!selectable}
        onChange={onToggle}
        aria-label={t(item.kind === 'chapter' ? 'publishing.select_page' : 'publishing.select_question', { title: mathToPlainText(title) })}
      />
      <Stack gap={4} miw={0} flex={1}>
        {/* The title goes under its badge when beside it would leave it too narrow (a phone). */}
        <Group gap={8} wrap="wrap" miw={0}>
          <Badge size="sm" variant="light" color={item.kind === 'question' ? 'indigo' : 'cyan'} tt="none" style={{ flexShrink: 0 }}>
            {t(`publishing.kind.${screenWord(item.kind)}`)} · {typeLabel}
          </Badge>
          <Text size="sm" fw={500} c={selectable ? undefined : 'dimmed'} style={{ wordBreak: 'break-word', flex: '1 1 12rem', minWidth: 0 }} lineClamp={2}>
            <MathText inline>{title}</MathText>
          </Text>
        </Group>
        <StatusInfo status={item.status} publishedAt={item.published_at} changed={item.changed_since_published} />
        {mode === 'publish' && !item.valid && <Errors errors={item.errors} fixTo={fixTo} />}
        {mode === 'publish' && item.valid && <Warnings warnings={item.warnings} item={item} editorTo={fixTo} />}
      </Stack>
    </Group>
  );
}
