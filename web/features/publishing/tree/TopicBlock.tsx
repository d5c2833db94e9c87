// A topic on the publish and unpublish pages: its checkbox (checked, indeterminate when some
// of its items are, disabled when nothing in it may be selected), status, the §5 reasons it
// cannot be published with a link to fix them, and its pages and questions.
import { Checkbox, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishTopic } from '../../../../domain/schemas/publishing.ts';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import type { PublishMode } from '../data/hooks.ts';
import { publishingPaths } from '../paths.ts';
import { ItemRow } from './ItemRow.tsx';
import { Errors } from './Problems.tsx';
import { itemKey, itemSelectable, topicSelectable, topicState } from './selection.ts';
import type { Selection } from './selection.ts';
import type { PublishItem } from '../../../../domain/schemas/publishing.ts';
import { StatusInfo } from './StatusInfo.tsx';

type Props = {
  topic: PublishTopic;
  mode: PublishMode;
  selection: Selection;
  /** Changes exactly when this topic's part of the selection does (lets the block skip renders). */
  signature: string;
  /** Named in the server's refusal (§8 "Publish and unpublish"). */
  refused: boolean;
  onToggleTopic: (topic: PublishTopic, on: boolean) => void;
  onToggleItem: (topic: PublishTopic, item: PublishItem) => void;
};

function TopicBlockView({ topic, mode, selection, refused, onToggleTopic, onToggleItem }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const selectable = topicSelectable(mode, topic);
  const state = topicState(mode, topic, selection);
  // Unpublish lists what is published; publish lists everything, invalid items disabled.
  const shown = (items: PublishItem[]) => (mode === 'publish' ? items : items.filter((item) => item.status === 'published'));
  const sections = [
    { key: 'pages', label: t('publishing.pages'), items: shown(topic.chapters) },
    { key: 'questions', label: t('publishing.questions'), items: shown(topic.questions) },
  ].filter((section) => section.items.length > 0);
  const name = mathToPlainText(topic.name);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="publish-topic"
      data-refused={refused || undefined}
      aria-label={name}
      style={refused ? { borderColor: 'var(--mantine-color-red-6)', boxShadow: '0 0 0 1px var(--mantine-color-red-6)' } : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={4}
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={!selectable}
          onChange={() => onToggleTopic(topic, !state.checked)}
          aria-label={t('publishing.select_topic', { name })}
        />
        <Stack gap={4} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ wordBreak: 'break-word', flex: '1 1 14rem', minWidth: 0 }}>
              <MathText inline>{topic.name}</MathText>
            </Text>
            {state.total > 0 && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="topic-count">
                {t('publishing.items_count', { selected: state.selected, count: state.total })}
              </Text>
            )}
          </Group>
          <StatusInfo
            status={topic.status}
            publishedAt={topic.published_at}
            changed={topic.changed_since_published}
            usedInAssignments={topic.used_in_assignments}
          />
          {mode === 'unpublish' && topic.used_in_assignments && (
            <Text size="xs" c="grape.8">
              {t('publishing.cannot_unpublish_used')}
            </Text>
          )}
          {mode === 'publish' && !topic.valid && (
            <Errors errors={topic.errors} fixTo={publishingPaths.topic(language, topic.id)} fixLabel={t('publishing.open_topic')} />
          )}
        </Stack>
      </Group>
      {sections.length === 0 ? (
        mode === 'publish' && (
          <Text size="sm" c="dimmed" mt="xs" ml={34}>
            {t('publishing.no_items')}
          </Text>
        )
      ) : (
        <Stack gap={0} mt="xs" ml={22}>
          {sections.map((section) => (
            <div key={section.key}>
              <Divider my={4} label={section.label} labelPosition="left" />
              {section.items.map((item) => (
                <ItemRow
                  key={itemKey(item)}
                  item={item}
                  mode={mode}
                  selectable={itemSelectable(mode, topic, item)}
                  checked={selection.items.has(itemKey(item))}
                  onToggle={() => onToggleItem(topic, item)}
                />
              ))}
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Re-renders when its topic, mode or its own part of the selection changes, not on every click elsewhere. */
export const TopicBlock = memo(
  TopicBlockView,
  (before, after) =>
    before.topic === after.topic &&
    before.mode === after.mode &&
    before.signature === after.signature &&
    before.refused === after.refused &&
    before.onToggleItem === after.onToggleItem &&
    before.onToggleTopic === after.onToggleTopic,
);

/** The part of the selection a topic shows, as text (TopicBlock's `signature`). */
export function topicSignature(topic: PublishTopic, selection: Selection): string {
  const keys = [...topic.chapters, ...topic.questions].filter((item) => selection.items.has(itemKey(item))).map(itemKey);
  return `${selection.topics.has(topic.id) ? 'whole;' : ''}${keys.join(',')}`;
}
