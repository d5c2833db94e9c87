// A topic as a line in a list: its name (a link, or greyed with a lock when the teacher may
// not open it) and its counts of pages and questions.
import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText, IconListCheck, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TreeTopic } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';

export function TopicCounts({ topic }: { topic: Pick<TreeTopic, 'chapters_count' | 'questions_count'> }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {t('topics.pages_count', { count: topic.chapters_count })} · {t('topics.questions_count', { count: topic.questions_count })}
    </Text>
  );
}

export function TopicLine({ topic, assessment, name }: { topic: TreeTopic; assessment: boolean; name?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Icon = assessment ? IconListCheck : IconFileText;
  return (
    // The name wraps rather than being cut to a few letters; the counts go under it when both do not fit (a phone).
    <Group gap="sm" wrap="wrap" justify="space-between" align="flex-start" miw={0} flex={1} style={{ rowGap: 2 }} data-testid="topic-line">
      <Group gap={8} wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 12rem' }}>
        {topic.accessible ? (
          <>
            <Icon size={16} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Anchor component={Link} to={treePaths.topic(language, topic.id, assessment)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name ?? topic.name}
            </Anchor>
          </>
        ) : (
          <>
            <IconLock size={16} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0, marginTop: 2 }} aria-label={t('course_tree.locked')} />
            <Text size="sm" c="gray.5" style={{ overflowWrap: 'anywhere' }}>
              {name ?? topic.name}
            </Text>
          </>
        )}
      </Group>
      <TopicCounts topic={topic} />
    </Group>
  );
}
