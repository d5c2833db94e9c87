// A source topic's questions, each shown as a teacher reads it (the question editor's
// read-only view, correct answers marked), in topic order; a passage shows with its
// questions and is chosen with them. One checkbox per question or passage, and "Select all
// in this topic". What the target topic already holds (imported before from the same source)
// carries an "Already in this topic" badge and is left out of "Select all"; ticked by hand, the
// page asks before importing it again.
import { Alert, Badge, Box, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Passage } from '../../../../domain/schemas/content.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { MathText } from '../../../components/math/index.ts';
import { RichTextView } from '../../../components/richText/index.ts';
import { QuestionPreview, documentFromQuestion } from '../../questions/index.ts';
import { useSourceTopic } from '../data/hooks.ts';
import type { Scope } from '../data/hooks.ts';
import { blocksOf, coverage, isSelected, setAll, toggle } from '../selection.ts';
import type { Block, Selection } from '../selection.ts';
import { AlreadyBadge } from './AlreadyBadge.tsx';
import classes from './importing.module.css';
import { Crumbs } from './Crumbs.tsx';
import { FetchProblem } from './FetchProblem.tsx';

type Props = {
  scope: Scope;
  topicId: number;
  selection: Selection;
  onSelection: (next: (current: Selection) => Selection) => void;
  onCourses: () => void;
  onCourse: () => void;
};

export function SourceTopic({ scope, topicId, selection, onSelection, onCourses, onCourse }: Props) {
  const { t } = useTranslation();
  const source = useSourceTopic(scope, topicId);
  const courses = { label: t('importing.courses.title'), onOpen: onCourses };
  if (source.isError) {
    return (
      <Stack gap="md">
        <Crumbs levels={[courses]} />
        <FetchProblem error={source.error} message={t('importing.topic_failed')} onRetry={() => void source.refetch()} />
      </Stack>
    );
  }
  if (!source.data) {
    return (
      <Stack gap="sm" aria-busy data-testid="source-topic-loading">
        <Skeleton height={16} width={240} />
        <Skeleton height={28} width="45%" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  const { topic } = source.data;
  const blocks = blocksOf(source.data);
  // "Select all" takes what the target does not hold yet.
  const entries = blocks.map((block) => block.entry).filter((entry) => !entry.alreadyImported);
  const held = blocks.length - entries.length;
  const all = entries.length === 0 ? 'none' : coverage(selection, entries);

  return (
    <Stack gap="md" data-testid="source-topic-view">
      <Crumbs levels={[courses, { label: topic.course_name, onOpen: onCourse }, { label: topic.name }]} />
      <Stack gap={2}>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
          <MathText inline>{topic.bundle_name}</MathText>
        </Text>
        <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
          <MathText inline>{topic.name}</MathText>
        </Title>
      </Stack>
      {blocks.length === 0 ? (
        <Alert variant="light" color="gray">
          {t('importing.topic_empty')}
        </Alert>
      ) : (
        <>
          <Paper withBorder radius="md" px="md" py="sm" className={classes.selectAll}>
            <Stack gap={4}>
              <Checkbox
                label={
                  entries.length === 0
                    ? t('importing.already.select_all_none')
                    : t(held > 0 ? 'importing.select_all_new' : 'importing.select_all', { count: entries.reduce((sum, e) => sum + e.questionCount, 0) })
                }
                checked={all === 'all'}
                indeterminate={all === 'some'}
                disabled={entries.length === 0}
                onChange={() => onSelection((current) => setAll(current, entries, all !== 'all'))}
                data-testid="select-all"
              />
              {held > 0 && (
                <Text size="xs" c="dimmed" pl={32} data-testid="already-note">
                  {t('importing.already.note')}
                </Text>
              )}
            </Stack>
          </Paper>
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {blocks.map((block, index) => (
              <li key={`${block.kind}:${block.entry.id}`}>
                <BlockCard block={block} number={numberOf(blocks, index)} selected={isSelected(selection, block.entry)} onToggle={() => onSelection((current) => toggle(current, block.entry))} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The number of a block's first question in the topic (passages count their questions). */
function numberOf(blocks: readonly Block[], index: number): number {
  let n = 1;
  for (const block of blocks.slice(0, index)) n += block.kind === 'question' ? 1 : block.questions.length;
  return n;
}

function BlockCard({ block, number, selected, onToggle }: { block: Block; number: number; selected: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const already = block.entry.alreadyImported;
  if (block.kind === 'question') {
    return (
      <Paper withBorder radius="md" p="md" className={classes.card} data-selected={selected || undefined} data-already={already || undefined} data-testid="source-question">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox mt={2} checked={selected} onChange={onToggle} aria-label={t('importing.select_question', { number })} />
          <Box miw={0} flex={1}>
            <QuestionBody question={block.question} number={number} already={already} />
          </Box>
        </Group>
      </Paper>
    );
  }
  const { passage, questions } = block;
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-selected={selected || undefined} data-already={already || undefined} data-testid="source-passage">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox mt={2} checked={selected} onChange={onToggle} aria-label={t('importing.select_passage', { name: passageTitle(t, passage), count: questions.length })} />
        <Stack miw={0} flex={1} gap="sm">
          {already && <AlreadyBadge />}
          <PassageBody passage={passage} />
          <Text size="xs" c="dimmed">
            {t('importing.passage_brings', { count: questions.length })}
          </Text>
          {questions.map((question, i) => (
            <Box key={question.id} pl="sm" className={classes.passageQuestion}>
              <QuestionBody question={question} number={number + i} />
            </Box>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

const passageTitle = (t: (key: string) => string, passage: Passage) => passage.title.trim() || t('importing.passage');

function PassageBody({ passage }: { passage: Passage }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap={6}>
        <IconBook2 size={16} aria-hidden />
        <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
          <MathText inline>{passageTitle(t, passage)}</MathText>
        </Text>
      </Group>
      <Box className={classes.passageText}>
        <RichTextView html={passage.content_html} />
        {passage.sections.map((s) => (s.content_html ? <RichTextView key={s.id} html={s.content_html} /> : null))}
      </Box>
    </Stack>
  );
}

function QuestionBody({ question, number, already = false }: { question: Question; number: number; already?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={700} c="dimmed">
          {t('importing.question_number', { number })}
        </Text>
        {question.points !== null && (
          <Badge size="sm" variant="outline" color="gray" tt="none">
            {t('importing.points', { count: question.points })}
          </Badge>
        )}
        {already && <AlreadyBadge />}
      </Group>
      <QuestionPreview doc={documentFromQuestion(question)} />
    </Stack>
  );
}
