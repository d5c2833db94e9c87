// The course's units as an accordion (spec §2 "Publish and Unpublish pages"): each unit with
// its checkbox (indeterminate when part of it is selected), select all / none, status, the
// §5 unit rule, and its topics. A closed unit renders none of its rows, so a large course
// (20 units × 10 topics × 20 items) stays quick: only the opened units are drawn.
import { Accordion, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishItem, PublishTopic, PublishUnit } from '../../../../domain/schemas/publishing.ts';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import type { PublishMode } from '../data/hooks.ts';
import { Errors } from './Problems.tsx';
import { unitState } from './selection.ts';
import type { Selection } from './selection.ts';
import { StatusInfo } from './StatusInfo.tsx';
import { TopicBlock, topicSignature } from './TopicBlock.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { publishingPaths } from '../paths.ts';

type Props = {
  units: PublishUnit[];
  mode: PublishMode;
  selection: Selection;
  opened: string[];
  onOpenedChange: (opened: string[]) => void;
  onSetTopics: (topics: PublishTopic[], on: boolean) => void;
  onToggleTopic: (topic: PublishTopic, on: boolean) => void;
  onToggleItem: (topic: PublishTopic, item: PublishItem) => void;
  /** Topics the server refused (§8): marked so the teacher can deselect them. */
  refused: number[];
};

export const unitValue = (unit: PublishUnit) => String(unit.id);

export function UnitList({ units, mode, selection, opened, onOpenedChange, onSetTopics, onToggleTopic, onToggleItem, refused }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Accordion multiple value={opened} onChange={onOpenedChange} variant="separated" radius="md" chevronPosition="left">
      {units.map((unit) => {
        const state = unitState(mode, unit, selection);
        const name = mathToPlainText(unit.name);
        const isOpen = opened.includes(unitValue(unit));
        const topics = mode === 'publish' ? unit.topics : unit.topics.filter((topic) => topic.status === 'published');
        return (
          <Accordion.Item key={unit.id} value={unitValue(unit)} data-testid="publish-unit" aria-label={name} bg="white">
            <Group gap={0} wrap="nowrap" pl="md">
              <Checkbox
                checked={state.checked}
                indeterminate={state.indeterminate}
                disabled={state.total === 0}
                onChange={() => onSetTopics(unit.topics, !state.checked)}
                aria-label={t('publishing.select_unit', { name })}
              />
              <Accordion.Control>
                {/* The count goes under the name when both do not fit (a phone), so the name keeps its width. */}
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                    <Text fw={700} style={{ wordBreak: 'break-word' }}>
                      <MathText inline>{unit.name}</MathText>
                    </Text>
                    <StatusInfo status={unit.status} publishedAt={unit.published_at} changed={false} />
                  </Stack>
                  {state.total > 0 && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="unit-count">
                      {t('publishing.items_count', { selected: state.selected, count: state.total })}
                    </Text>
                  )}
                </Group>
              </Accordion.Control>
            </Group>
            <Accordion.Panel>
              {isOpen && (
                <Stack gap="sm">
                  {mode === 'publish' && !unit.valid && unit.errors.length > 0 && (
                    <Errors
                      errors={unit.errors}
                      fixTo={publishingPaths.unit(language, unit.id)}
                      fixLabel={t('publishing.fix')}
                    />
                  )}
                  {state.total > 0 && (
                    <Group gap="xs">
                      <Button size="compact-xs" variant="subtle" onClick={() => onSetTopics(unit.topics, true)} aria-label={t('publishing.unit_select_all', { name })}>
                        {t('publishing.select_all')}
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onSetTopics(unit.topics, false)} aria-label={t('publishing.unit_select_none', { name })}>
                        {t('publishing.select_none')}
                      </Button>
                    </Group>
                  )}
                  {topics.length === 0 ? (
                    <Text size="sm" c="dimmed" data-testid="unit-no-topics">
                      {/* On the unpublish page a unit with topics, none of them published, has nothing to unpublish; it is not empty. */}
                      {t(unit.topics.length > 0 ? 'publishing.no_published_topics' : 'publishing.no_topics')}
                    </Text>
                  ) : (
                    topics.map((topic) => (
                      <TopicBlock
                        key={topic.id}
                        topic={topic}
                        mode={mode}
                        selection={selection}
                        signature={topicSignature(topic, selection)}
                        refused={refused.includes(topic.id)}
                        onToggleTopic={onToggleTopic}
                        onToggleItem={onToggleItem}
                      />
                    ))
                  )}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
