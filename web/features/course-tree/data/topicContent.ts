// What a topic holds (spec §3 Topic: lesson, questions, passages, all in the reply of
// GET /content/topics/{id}) and the writes the topic overview makes on it (spec §7 "Topics"):
// reorder pages and questions, delete a page, a question or a passage. Reordering shows the
// new order at once and puts the old one back, with a notice, when the server refuses;
// deletes drop the item from the cached topic once the server agrees, then read it again
// (and the course, whose tree counts pages and questions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageSummary, PassageSummary } from '../../../../domain/schemas/content.ts';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import type { QuestionSummary } from '../../../../domain/schemas/questions.ts';
import type { TopicContent } from '../../../../domain/schemas/topicContent.ts';
import { useNotify } from '../../../components/notifications/index.ts';
import { http } from '../../../lib/http.ts';
import { courseTreeKeys, topicKeys } from '../../../lib/content/keys.ts';
import { arrange } from './order.ts';

/** The topic reply with its content parts (each may be left out by `?exclude=`). */
export type TopicWithContent = Topic & Partial<TopicContent>;

/** A topic's content in position order; missing parts read as empty. */
export function topicContent(topic: TopicWithContent) {
  const byPosition = <T extends { position: number }>(items: readonly T[] | undefined) => [...(items ?? [])].sort((a, b) => a.position - b.position);
  return {
    pages: byPosition(topic.lesson?.chapters),
    questions: byPosition(topic.questions),
    passages: byPosition(topic.passages),
    /** Whether the reply carried the parts at all (an older server, or an exclude, leaves them out). */
    loaded: { pages: Boolean(topic.lesson), questions: Array.isArray(topic.questions), passages: Array.isArray(topic.passages) },
  };
}

export const topicContentApi = {
  reorderPages: (topicId: number, order: number[]) => http.put<unknown>(`/content/topics/${topicId}/chapters/reorder.json`, { order }),
  reorderQuestions: (topicId: number, order: number[]) => http.put<unknown>(`/map/topics/${topicId}/questions/reorder.json`, { order }),
  deletePage: (id: number) => http.delete<unknown>(`/content/chapters/${id}`),
  deleteQuestion: (id: number) => http.delete<unknown>(`/map/questions/${id}`),
  deletePassage: (id: number) => http.delete<unknown>(`/map/passages/${id}`),
};

type Cached = TopicWithContent | undefined;

function refreshTopic(queryClient: QueryClient, topic: Pick<Topic, 'id' | 'course_id'>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: topicKeys.detail(topic.id) }),
    // The course tree (sidebar, unit and course overviews) counts pages and questions.
    queryClient.invalidateQueries({ queryKey: courseTreeKeys.course(topic.course_id) }),
    queryClient.invalidateQueries({ queryKey: ['units'] }),
  ]);
}

function useReorder(topicId: number, kind: 'chapters' | 'questions') {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const key = topicKeys.detail(topicId);
  return useMutation({
    mutationFn: (order: number[]) =>
      kind === 'chapters' ? topicContentApi.reorderPages(topicId, order) : topicContentApi.reorderQuestions(topicId, order),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cached>(key);
      if (previous) {
        queryClient.setQueryData<TopicWithContent>(
          key,
          kind === 'chapters'
            ? { ...previous, lesson: previous.lesson ? { ...previous.lesson, chapters: arrange(previous.lesson.chapters, order) } : previous.lesson }
            : { ...previous, questions: arrange(previous.questions ?? [], order) },
        );
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify({ tone: 'error', message: t(kind === 'chapters' ? 'topics.content.reorder_pages_failed' : 'topics.content.reorder_questions_failed') });
    },
    // Questions carry the positions of the questions they follow or precede: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** PUT /content/topics/{id}/chapters/reorder.json {order}. */
export const useReorderPages = (topicId: number) => useReorder(topicId, 'chapters');
/** PUT /map/topics/{id}/questions/reorder.json {order}. */
export const useReorderQuestions = (topicId: number) => useReorder(topicId, 'questions');

export type ContentKind = 'chapter' | 'question' | 'passage';

/** Deletes one page, question or passage of the topic. */
export function useDeleteTopicItem(topic: Pick<Topic, 'id' | 'course_id'>) {
  const queryClient = useQueryClient();
  const key = topicKeys.detail(topic.id);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ContentKind; id: number }) =>
      kind === 'chapter' ? topicContentApi.deletePage(id) : kind === 'question' ? topicContentApi.deleteQuestion(id) : topicContentApi.deletePassage(id),
    onSuccess: (_reply, { kind, id }) => {
      const current = queryClient.getQueryData<Cached>(key);
      if (current) queryClient.setQueryData<TopicWithContent>(key, withoutItem(current, kind, id));
      return refreshTopic(queryClient, topic);
    },
  });
}

/** The topic without one item (what the table shows until the topic is read again). */
export function withoutItem(topic: TopicWithContent, kind: ContentKind, id: number): TopicWithContent {
  if (kind === 'chapter') {
    if (!topic.lesson) return topic;
    const pages = topic.lesson.chapters.filter((page) => page.id !== id);
    return { ...topic, lesson: { ...topic.lesson, chapters: pages }, chapters_count: pages.length };
  }
  if (kind === 'question') {
    const questions = (topic.questions ?? []).filter((question) => question.id !== id);
    return { ...topic, questions, questions_count: questions.length };
  }
  const passages = (topic.passages ?? []).filter((passage) => passage.id !== id);
  // Its questions stay in the topic, unlinked (questions.passage_id is set null).
  const questions = topic.questions?.map((question) => (question.passage_id === id ? { ...question, passage_id: null } : question));
  return { ...topic, passages, questions, passages_count: passages.length };
}

export type { PageSummary, PassageSummary, QuestionSummary };
