// Wire-shaped pages, questions, passages and study guides for the topic overview's tests,
// and a fake server holding one topic's content in memory (reorder and delete change what the
// next read returns, like the real server).
import type { PageSummary, Lesson, LessonDocument, LinkAttachment, PassageSummary } from '../../../../../domain/schemas/content.ts';
import type { QuestionSummary } from '../../../../../domain/schemas/questions.ts';
import { json } from '../../../../test/fakeApi.ts';
import type { Handler } from '../../../../test/fakeApi.ts';
import { courseHandlers, sampleTree, topicOf } from '../../../../test/fixtures/courseTree.ts';

const stamp = '2025-01-15T08:00:00.000Z';
/** The topic the content lives in: "Bilangan bulat" (id 100) of sampleTree(). */
export const TOPIC_ID = 100;

export function page(id: number, title: string, overrides: Partial<PageSummary> = {}): PageSummary {
  return { id, topic_id: TOPIC_ID, type: 'text', title, status: 'unpublished', position: 1, creator_id: 1, last_saved_at: stamp, lock_version: 0, published_at: null, changed_since_published: false, ...overrides };
}

export function question(id: number, content: string, overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return {
    id,
    topic_id: TOPIC_ID,
    position: 1,
    status: 'unpublished',
    source: 'own',
    read_only: false,
    type: 'multiple_choice',
    content,
    passage_id: null,
    preceding_question_position: null,
    succeeding_question_position: null,
    points: 1,
    creator_id: 1,
    last_saved_at: stamp,
    lock_version: 0,
    published_at: null,
    changed_since_published: false,
    ...overrides,
  };
}

export function passage(id: number, title: string, overrides: Partial<PassageSummary> = {}): PassageSummary {
  return {
    id,
    topic_id: TOPIC_ID,
    organization_id: 1,
    title,
    content: 'Bacalah teks berikut dengan saksama.',
    status: 'unpublished',
    position: 1,
    source: 'own',
    read_only: false,
    creator_id: 1,
    questions_count: 0,
    last_saved_at: stamp,
    lock_version: 0,
    created_at: stamp,
    updated_at: stamp,
    published_at: null,
    changed_since_published: false,
    ...overrides,
  };
}

export function document(id: number, name: string, overrides: Partial<LessonDocument> = {}): LessonDocument {
  return { id, name, url: `/files/org/1/study_guide/${id}`, mime_type: 'application/pdf', size: 1_258_291, created_at: stamp, ...overrides };
}

export function link(id: number, name: string, url: string): LinkAttachment {
  return { id, name, url, created_at: stamp };
}

const positioned = <T extends { position: number }>(items: T[]) => items.map((item, index) => ({ ...item, position: index + 1 }));

export type ContentState = {
  pages: PageSummary[];
  questions: QuestionSummary[];
  passages: PassageSummary[];
  documents: LessonDocument[];
  links: LinkAttachment[];
};

export function contentState(overrides: Partial<ContentState> = {}): ContentState {
  return {
    pages: positioned([page(1, 'Pengenalan bilangan bulat'), page(2, 'Video: garis bilangan', { type: 'video', status: 'published' }), page(3, 'Operasi hitung')]),
    questions: positioned([
      question(11, 'Berapakah hasil dari −7 + 12?', { points: 2 }),
      question(12, 'Urutkan bilangan berikut dari yang terkecil.', { type: 'correct_order', passage_id: 21, points: 2.5 }),
      question(13, 'Pernyataan berikut benar atau salah: 0 adalah bilangan bulat.', { type: 'true_or_false', status: 'published', points: null }),
    ]),
    passages: positioned([passage(21, 'Suhu di puncak gunung', { questions_count: 1 })]),
    documents: [],
    links: [],
    ...overrides,
  };
}

/** The course handlers plus topic 100 with its content, reorder and delete, served from `state`. */
export function contentHandlers(state: ContentState, sessionReply?: Parameters<typeof courseHandlers>[1]) {
  const tree = sampleTree();
  const unit = tree.bundles[0]!;
  const topic = unit.topics[0]!;
  const lesson = (): Lesson => ({
    id: 500,
    topic_id: TOPIC_ID,
    chapters: state.pages,
    documents: state.documents,
    link_attachments: state.links,
    file_conversion_in_progress: false,
  });
  const reorder = <T extends { id: number; position: number }>(items: T[], order: number[]) =>
    positioned(order.map((id) => items.find((item) => item.id === id)!));
  const handlers: Record<string, Handler> = {
    ...courseHandlers({ tree }, sessionReply),
    [`GET /content/topics/${TOPIC_ID}`]: () =>
      json({
        ...topicOf(tree, unit, topic, { chapters_count: state.pages.length, questions_count: state.questions.length }),
        lesson: lesson(),
        questions: state.questions,
        passages: state.passages,
      }),
    [`PUT /content/topics/${TOPIC_ID}/chapters/reorder.json`]: ({ body }) => {
      const { order } = body as { order: number[] };
      state.pages = reorder(state.pages, order);
      return json({ topic_id: TOPIC_ID, order });
    },
    [`PUT /map/topics/${TOPIC_ID}/questions/reorder.json`]: ({ body }) => {
      const { order } = body as { order: number[] };
      state.questions = reorder(state.questions, order);
      return json({ topic_id: TOPIC_ID, order });
    },
  };
  for (const item of state.pages) {
    handlers[`DELETE /content/chapters/${item.id}`] = () => {
      state.pages = positioned(state.pages.filter((c) => c.id !== item.id));
      return { status: 204 };
    };
  }
  for (const item of state.questions) {
    handlers[`DELETE /map/questions/${item.id}`] = () => {
      state.questions = positioned(state.questions.filter((q) => q.id !== item.id));
      return { status: 204 };
    };
  }
  for (const item of state.passages) {
    handlers[`DELETE /map/passages/${item.id}`] = () => {
      state.passages = positioned(state.passages.filter((p) => p.id !== item.id));
      state.questions = state.questions.map((q) => (q.passage_id === item.id ? { ...q, passage_id: null } : q));
      return { status: 204 };
    };
  }
  return handlers;
}
