// The pages and questions tabs of a topic, each tab its own address (…/topics/{id} and
// …/topics/{id}/questions). The pages tab holds the lesson: its pages and its study guides;
// the questions tab the questions and the passages they refer to.
import { Badge, Tabs } from '@mantine/core';
import { IconFileText, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { StudyGuidesSection } from '../../study-guides/index.ts';
import { topicKeys } from '../../../lib/content/keys.ts';
import { topicContent } from '../data/topicContent.ts';
import type { TopicWithContent } from '../data/topicContent.ts';
import { treePaths } from '../../../lib/content/treePaths.ts';
import { PagesTab } from './PagesTab.tsx';
import type { TabRights } from './PagesTab.tsx';
import { QuestionsTab } from './QuestionsTab.tsx';

type Tab = 'pages' | 'questions';

type Props = {
  topic: TopicWithContent;
  tab: Tab;
  rights: TabRights & { canEditTopic: boolean };
  onDone: (message: string) => void;
};

export function TopicContentTabs({ topic, tab, rights, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const content = topicContent(topic);
  const counts: Record<Tab, number> = {
    pages: content.loaded.pages ? content.pages.length : topic.chapters_count,
    questions: content.loaded.questions ? content.questions.length : topic.questions_count,
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value === 'pages') void navigate(treePaths.topic(language, topic.id));
        if (value === 'questions') void navigate(treePaths.topicQuestions(language, topic.id));
      }}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="pages" leftSection={<IconFileText size={16} />} rightSection={<Count value={counts.pages} />}>
          {t('topics.pages_tab')}
        </Tabs.Tab>
        <Tabs.Tab value="questions" leftSection={<IconListCheck size={16} />} rightSection={<Count value={counts.questions} />}>
          {t('topics.questions_tab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pages" pb="xl">
        <PagesTab topic={topic} pages={content.pages} rights={rights} onDone={onDone}>
          <StudyGuidesSection
            target={{ topicId: topic.id, cacheKey: topicKeys.detail(topic.id) }}
            documents={topic.lesson?.documents ?? []}
            links={topic.lesson?.link_attachments ?? []}
            canEdit={rights.canEditTopic}
            onDone={onDone}
          />
        </PagesTab>
      </Tabs.Panel>
      <Tabs.Panel value="questions" pb="xl">
        <QuestionsTab topic={topic} questions={content.questions} passages={content.passages} rights={rights} onDone={onDone} />
      </Tabs.Panel>
    </Tabs>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Badge size="sm" variant="light" color="gray" circle={value < 10}>
      {value}
    </Badge>
  );
}
