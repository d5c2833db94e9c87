// Test support: a question reply built from a question document (domain/rules/fixtures.ts
// has a valid document of each type), and the player rendered as the preview renders it.
import type { Passage } from '../../../../../domain/schemas/content.ts';
import type { Question, QuestionDocument } from '../../../../../domain/schemas/questions.ts';
import { htmlToText } from '../../../../../domain/rules/text.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { QuestionPlayer, type QuestionPlayerProps } from '../index.ts';

const stamp = '2024-05-01T08:00:00.000Z';

export function questionOf(doc: QuestionDocument, overrides: Partial<Question> = {}): Question {
  let part = 500;
  return {
    id: 7,
    topic_id: 3,
    organization_id: 1,
    position: 1,
    status: 'unpublished',
    source: 'own',
    read_only: false,
    type: doc.type,
    content: htmlToText(doc.content_html),
    content_html: doc.content_html,
    sections: doc.sections,
    explanation: doc.explanation,
    hint: doc.hint,
    passage_id: doc.passage_id,
    preceding_question_id: null,
    preceding_question_position: null,
    succeeding_question_id: null,
    succeeding_question_position: null,
    points: doc.points,
    shuffle_answers: doc.shuffle_answers,
    quiz_title: doc.quiz_title,
    exact_value_options: doc.exact_value_options,
    file_upload_option: doc.file_upload_option,
    answers: doc.answers.map((a) => ({ ...a, id: ++part })),
    categories: doc.categories.map((c) => ({ ...c, id: ++part })),
    groups: doc.groups.map((g) => ({ ...g, id: ++part })),
    premises: doc.premises.map((p) => ({ ...p, id: ++part })),
    responses: doc.responses.map((r) => ({ ...r, id: ++part })),
    creator_id: 1,
    last_saved_at: stamp,
    lock_version: 1,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export const note = (html: string) => ({
  sections: [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html }],
});

export const passageOf = (overrides: Partial<Passage> = {}): Passage => ({
  id: 9,
  topic_id: 3,
  organization_id: 1,
  title: 'The river',
  content: 'The river runs.',
  content_html: '<p>The river runs.</p>',
  sections: [],
  status: 'unpublished',
  position: 1,
  source: 'own',
  read_only: false,
  creator_id: 1,
  questions_count: 1,
  last_saved_at: stamp,
  lock_version: 1,
  created_at: stamp,
  updated_at: stamp,
  ...overrides,
});

export function renderPlayer(question: Question, props: Partial<QuestionPlayerProps> = {}, path = '/en/') {
  return renderWithApp(<QuestionPlayer question={question} passage={null} pointsEnabled={false} shuffleAnswers={false} seed={1} {...props} />, { path });
}
