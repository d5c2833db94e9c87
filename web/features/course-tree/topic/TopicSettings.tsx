// A topic's settings (spec §3, §7 "Topics"): shuffle answers, shuffle questions and the
// questions label, plus the points of its questions when the organization uses points.
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsShuffle, IconCheck, IconMinus, IconPencil, IconTag, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';

function Setting({ icon, label, value, testId }: { icon: ReactNode; label: string; value: ReactNode; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={testId}>
      <ThemeIcon variant="light" color="gray" radius="md" size={34}>
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={500} truncate="end">
          {value}
        </Text>
      </Stack>
    </Group>
  );
}

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} component="span" wrap="nowrap">
      {on ? <IconCheck size={14} color="var(--mantine-color-teal-7)" /> : <IconMinus size={14} color="var(--mantine-color-gray-5)" />}
      {on ? t('topics.on') : t('topics.off')}
    </Group>
  );
}

export function TopicSettings({ topic, canEdit }: { topic: Topic; canEdit: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder p="lg" mb="xl" data-testid="topic-settings">
      <Group justify="space-between" mb="md">
        <Text fw={650}>{t('topics.settings')}</Text>
        {canEdit && (
          <Anchor component={Link} to={treePaths.editTopic(language, topic.id)} size="sm">
            <Group gap={4} component="span">
              <IconPencil size={14} />
              {t('topics.edit_settings')}
            </Group>
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: topic.points === null ? 3 : 4 }} spacing="lg">
        <Setting
          testId="setting-shuffle-answers"
          icon={<IconArrowsShuffle size={18} />}
          label={t('topics.shuffle_answers')}
          value={<OnOff on={topic.shuffle_answers} />}
        />
        <Setting
          testId="setting-shuffle-questions"
          icon={<IconArrowsShuffle size={18} />}
          label={t('topics.shuffle_questions')}
          value={<OnOff on={topic.shuffle_questions} />}
        />
        <Setting
          testId="setting-questions-label"
          icon={<IconTag size={18} />}
          label={t('topics.questions_label')}
          value={topic.questions_label?.trim() ? topic.questions_label : <Text span c="dimmed" size="sm">{t('topics.questions_label_default')}</Text>}
        />
        {topic.points !== null && (
          <Setting testId="setting-points" icon={<IconTrophy size={18} />} label={t('topics.points')} value={topic.points} />
        )}
      </SimpleGrid>
    </Paper>
  );
}
