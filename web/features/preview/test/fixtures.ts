// Test support for the preview page: a preview reply with pages, questions and passages.
import { validQuestion } from '../../../../domain/rules/test/fixtures.ts';
import type { Page } from '../../../../domain/schemas/content.ts';
import type { PreviewTopic } from '../../../../domain/schemas/preview.ts';
import type { Question } from '../../../../domain/schemas/questions.ts';
import { lessonPage, questionOf } from '../../../test/content.ts';
import { passageOf } from '../player/test/question.tsx';

export const TOKEN = 'MTAuMS4xNzAwMDAwMDAwMDAw.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const pageOf = (id: number, title: string, overrides: Partial<Page> = {}): Page =>
  lessonPage({ id, topic_id: 3, lesson_id: 1, title, content: `<p>Body of ${title}</p>`, position: id, lock_version: 1, ...overrides });

export function stemQuestion(id: number, stem: string, overrides: Partial<Question> = {}): Question {
  const doc = validQuestion('multiple_choice');
  return questionOf({ ...doc, content_html: `<p>${stem}</p>` }, { id, topic_id: 3, position: id, ...overrides });
}

export function previewReply(overrides: Partial<PreviewTopic> = {}): PreviewTopic {
  return {
    topic: {
      id: 3,
      name: 'Persamaan linear',
      shuffle_answers: false,
      shuffle_questions: false,
      questions_label: null,
      course_name: 'Matematika Kelas 10',
      unit_name: 'Aljabar',
    },
    points_enabled: false,
    version: 'draft',
    published_available: false,
    expires_at: '2030-01-01T00:00:00.000Z',
    chapters: [pageOf(1, 'Pengantar'), pageOf(2, 'Contoh soal')],
    questions: [stemQuestion(11, 'What is the capital of France?', { passage_id: 9 }), stemQuestion(12, 'Second question')],
    passages: [passageOf({ id: 9 })],
    ...overrides,
  };
}
