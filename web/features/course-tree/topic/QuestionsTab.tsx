// The questions tab of the topic overview (spec §2 "Topic tables"): the questions in order
// with a plain-text preview of the stem, the type, the points (where the organization uses
// points), the passage and the status; open one in its editor, reorder by dragging or with
// the keyboard, delete after confirming; create a question or a passage. The topic's
// passages follow, each with how many questions are linked to it.
import { Anchor, Box, Button, EmptyState, Group, Paper, Text } from '@mantine/core';
import { IconBook2, IconLink, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MathText, mathToPlainText } from '../../../components/math/index.ts';
import { useSignedIn } from '../../auth/index.ts';
import { ImportQuestionsMenu } from '../../importing/index.ts';
import { ExportQuestionsMenu } from '../../interchange/index.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useReorderQuestions } from '../data/topicContent.ts';
import type { PassageSummary, QuestionSummary, TopicWithContent } from '../data/topicContent.ts';
import { contentPaths } from '../../../lib/content/contentPaths.ts';
import { ItemMenu, itemCopySource } from './ItemMenu.tsx';
import type { TabRights } from './PagesTab.tsx';
import { PassagesSection, usePassageName } from './PassagesSection.tsx';
import { QuestionTypeLabel } from './QuestionTypeLabel.tsx';
import { ReorderHint, SectionHeader } from './SectionHeader.tsx';
import { SortableList } from '../../../components/sortable/SortableList.tsx';
import { useTreeHandle } from '../components/treeHandle.ts';
import { FieldCell, MainCell, MenuCell, NoValue, NumberCell, ReadOnlyBadge, StatusField, TopicTable, TopicTableHead } from './TopicTable.tsx';
import { useItemDeletion } from './useItemDeletion.tsx';

type Props = {
  topic: TopicWithContent;
  questions: QuestionSummary[];
  passages: PassageSummary[];
  rights: TabRights;
  onDone: (message: string) => void;
};

const PREVIEW_MAX = 80;

/** A stem's plain text (math read out as text), shortened for names in labels and announcements. */
export function shorten(text: string, max = PREVIEW_MAX): string {
  const flat = mathToPlainText(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function Stem({ question, to }: { question: QuestionSummary; to: string }) {
  const { t } = useTranslation();
  const text = question.content.replace(/\s+/g, ' ').trim();
  const links = [
    question.preceding_question_position !== null && t('topics.content.follows', { number: question.preceding_question_position }),
    question.succeeding_question_position !== null && t('topics.content.precedes', { number: question.succeeding_question_position }),
  ].filter((value): value is string => typeof value === 'string');
  return (
    <Box miw={0}>
      <Anchor component={Link} to={to} c="var(--mantine-color-black)" underline="hover" size="sm" fw={500} lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {text === '' ? (
          <Text span c="dimmed" fs="italic" size="sm">
            {t('topics.content.no_question_text')}
          </Text>
        ) : (
          <MathText inline>{text}</MathText>
        )}
      </Anchor>
      {(question.read_only || links.length > 0) && (
        <Group gap={6} mt={4}>
          {question.read_only && <ReadOnlyBadge testId="read-only" />}
          {links.map((label) => (
            <Group key={label} gap={3} wrap="nowrap">
              <IconLink size={12} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </Box>
  );
}

export function QuestionsTab({ topic, questions, passages, rights, onDone }: Props) {
  const { t } = useTranslation();
  const treeHandle = useTreeHandle();
  const language = useLanguage();
  const { organization } = useSignedIn();
  const pointsEnabled = organization.enable_point_system;
  const reorder = useReorderQuestions(topic.id);
  const deletion = useItemDeletion(topic, onDone);
  const passageName = usePassageName();
  const canReorder = rights.canReorder && questions.length > 1;
  const passageById = new Map(passages.map((passage) => [passage.id, passage]));
  const points = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 });
  const questionName = (question: QuestionSummary) =>
    question.content.trim() === ''
      ? t('topics.content.question_number', { number: question.position })
      : shorten(question.content, 60);

  return (
    <>
      <section aria-labelledby="questions-heading" data-testid="questions-panel">
        <SectionHeader id="questions-heading" title={t('topics.content.questions_heading')} hint={t('topics.content.questions_hint')}>
          <ImportQuestionsMenu topic={topic} canAdd={rights.canCreate} questions={{ total: questions.length, bank: questions.filter((q) => q.read_only).length }} />
          {questions.length > 0 && <ExportQuestionsMenu scope="topic" id={topic.id} />}
          {rights.canCreate && (
            <>
              <Button variant="default" component={Link} to={contentPaths.newPassage(language, topic.id)} leftSection={<IconBook2 size={16} />}>
                {t('topics.content.new_passage')}
              </Button>
              {questions.length > 0 && (
                <Button component={Link} to={contentPaths.newQuestion(language, topic.id)} leftSection={<IconPlus size={16} />}>
                  {t('topics.content.new_question')}
                </Button>
              )}
            </>
          )}
        </SectionHeader>
        {questions.length === 0 ? (
          <Paper withBorder p={40}>
            <EmptyState
              icon={<IconListCheck size={28} />}
              variant="light"
              title={t('topics.questions_empty_title')}
              description={rights.canCreate ? t('topics.content.questions_empty_create') : t('topics.questions_listed_here')}
            >
              {rights.canCreate && (
                <EmptyState.Actions>
                  <Button component={Link} to={contentPaths.newQuestion(language, topic.id)} leftSection={<IconPlus size={16} />}>
                    {t('topics.content.create_first_question')}
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        ) : (
          <TopicTable minWidth={pointsEnabled ? 860 : 780} labelledBy="questions-heading" testId="questions-table">
            <TopicTableHead
              numbered={{ reorderable: canReorder }}
              columns={[
                { label: t('topics.content.columns.question') },
                { label: t('topics.content.columns.type'), width: 180 },
                ...(pointsEnabled ? [{ label: t('topics.content.columns.points'), width: 80, numeric: true }] : []),
                { label: t('topics.content.columns.passage'), width: 170 },
                { label: t('topics.content.columns.status'), width: 130 },
              ]}
            />
            <SortableList
              items={questions}
              idOf={(question) => question.id}
              nameOf={questionName}
              handle={treeHandle}
              disabled={!canReorder}
              onReorder={(next) => reorder.mutate(next.map((item) => item.id))}
              table={{ rowTestId: 'question-row' }}
              renderItem={(question, state) => {
                const passage = question.passage_id === null ? undefined : passageById.get(question.passage_id);
                return (
                  <>
                    <NumberCell row={state} />
                    <MainCell place={{ kind: 'question', id: question.id }}>
                      <Stem question={question} to={contentPaths.question(language, question.id)} />
                    </MainCell>
                    <FieldCell label={t('topics.content.columns.type')}>
                      <QuestionTypeLabel type={question.type} />
                    </FieldCell>
                    {pointsEnabled && (
                      <FieldCell label={t('topics.content.columns.points')} testId="question-points" numeric>
                        {question.points === null ? <NoValue label={t('topics.content.no_points')} /> : points.format(question.points)}
                      </FieldCell>
                    )}
                    <FieldCell label={t('topics.content.columns.passage')} testId="question-passage">
                      {passage ? (
                        <Anchor component={Link} to={contentPaths.passage(language, passage.id)} size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                          <MathText inline>{passageName(passage)}</MathText>
                        </Anchor>
                      ) : (
                        <NoValue label={t('topics.content.no_passage')} />
                      )}
                    </FieldCell>
                    <StatusField record={question} />
                    <MenuCell>
                      <ItemMenu
                        label={t('topics.content.question.actions', { number: state.index + 1 })}
                        openTo={contentPaths.question(language, question.id)}
                        moveIndex={canReorder ? state.index : undefined}
                        copyMove={itemCopySource(topic, 'question', question, questionName(question))}
                        deleteLabel={t('topics.content.question.delete_confirm')}
                        onDelete={
                          rights.canDelete(question)
                            ? () => deletion.ask({ kind: 'question', id: question.id, name: questionName(question) })
                            : undefined
                        }
                      />
                    </MenuCell>
                  </>
                );
              }}
            />
          </TopicTable>
        )}
        {canReorder && <ReorderHint>{t('topics.content.questions_reorder_hint')}</ReorderHint>}
      </section>
      <PassagesSection topic={topic} passages={passages} rights={rights} onDelete={deletion.ask} />
      {deletion.modal}
    </>
  );
}
