// The learner view of a loaded preview (spec §2 "Preview"): the lessons (one page at a time,
// in order) and the questions (one at a time, shuffled when the topic says so, with their
// passages beside them), with previous / next and "n of N". It opens on the lessons when the
// topic has pages, else on its first question; a link made from an editor may name the page
// or question to open on (?page=<id> or ?question=<id>). PreviewScreen mounts one per version:
// another version (drafts ↔ published) is another list, which starts where the topic starts.
// The learner's answers and results live in the page's player session, so a question left
// with Previous or Next, or by switching versions, is found again as it was left.
import { Alert, Container, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewTopic } from '../../../domain/schemas/preview.ts';
import { PageView } from './lesson/PageView.tsx';
import { questionOrder } from './order.ts';
import { type PlayerSession, QuestionPlayer } from './player/index.ts';
import { Stepper } from './Stepper.tsx';

export type PreviewView = 'lessons' | 'questions';
export interface PreviewStart {
  page?: number | null;
  question?: number | null;
}

export function PreviewContent({ preview, seed, start, session }: { preview: PreviewTopic; seed: number; start: PreviewStart; session: PlayerSession }) {
  const { t } = useTranslation();
  const { chapters: pages, passages, topic } = preview;
  const questions = useMemo(() => questionOrder(preview.questions, topic.shuffle_questions, seed), [preview.questions, topic.shuffle_questions, seed]);

  const initial = useMemo(() => {
    const pageAt = start.page ? pages.findIndex((p) => p.id === start.page) : -1;
    const questionAt = start.question ? questions.findIndex((q) => q.id === start.question) : -1;
    if (questionAt >= 0) return { view: 'questions' as const, page: 0, question: questionAt };
    if (pageAt >= 0) return { view: 'lessons' as const, page: pageAt, question: 0 };
    return { view: pages.length > 0 ? ('lessons' as const) : ('questions' as const), page: 0, question: 0 };
  }, [pages, questions, start.page, start.question]);

  const [view, setView] = useState<PreviewView>(initial.view);
  const [pageIndex, setPageIndex] = useState(initial.page);
  const [questionIndex, setQuestionIndex] = useState(initial.question);

  const go = (next: () => void) => {
    next();
    window.scrollTo({ top: 0 });
  };

  const page = pages[Math.min(pageIndex, pages.length - 1)];
  const question = questions[Math.min(questionIndex, questions.length - 1)];
  const questionsLabel = topic.questions_label?.trim() || t('preview.questions');

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py="md">
      <Stack gap="lg">
        {pages.length > 0 && questions.length > 0 && (
          <SegmentedControl
            fullWidth
            value={view}
            onChange={(value) => setView(value as PreviewView)}
            aria-label={t('preview.sections')}
            data={[
              { value: 'lessons', label: t('preview.lessons_count', { count: pages.length }) },
              { value: 'questions', label: `${questionsLabel} (${questions.length})` },
            ]}
          />
        )}

        {pages.length === 0 && questions.length === 0 && (
          <Alert color="gray" variant="light" title={t('preview.empty_title')}>
            {preview.version === 'published' ? t('preview.empty_published') : t('preview.empty_draft')}
          </Alert>
        )}

        {view === 'lessons' && page && (
          <Stack gap="lg" data-testid="preview-lessons">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <PageView key={page.id} page={page} />
            </Paper>
            <Stepper
              index={pageIndex}
              count={pages.length}
              label={t('preview.pages_nav')}
              onPrevious={pageIndex > 0 ? () => go(() => setPageIndex(pageIndex - 1)) : null}
              onNext={
                pageIndex < pages.length - 1
                  ? () => go(() => setPageIndex(pageIndex + 1))
                  : questions.length > 0
                    ? () => go(() => setView('questions'))
                    : null
              }
              nextLabel={pageIndex === pages.length - 1 && questions.length > 0 ? t('preview.to_questions', { label: questionsLabel }) : undefined}
            />
          </Stack>
        )}

        {view === 'questions' && question && (
          <Stack gap="lg" data-testid="preview-questions">
            <Text size="sm" fw={600} c="dimmed" tt="uppercase">
              {t('preview.question_of', { label: questionsLabel, n: questionIndex + 1, count: questions.length })}
            </Text>
            <QuestionPlayer
              key={question.id}
              question={question}
              passage={passages.find((p) => p.id === question.passage_id) ?? null}
              pointsEnabled={preview.points_enabled}
              shuffleAnswers={topic.shuffle_answers}
              seed={seed}
              session={session}
            />
            <Stepper
              index={questionIndex}
              count={questions.length}
              label={t('preview.questions_nav')}
              onPrevious={
                questionIndex > 0
                  ? () => go(() => setQuestionIndex(questionIndex - 1))
                  : pages.length > 0
                    ? () => go(() => setView('lessons'))
                    : null
              }
              onNext={questionIndex < questions.length - 1 ? () => go(() => setQuestionIndex(questionIndex + 1)) : null}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
