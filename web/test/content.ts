// Wire-shaped content for component tests: a topic, a page, a passage and a stored question built
// from a question document (domain/rules/test/fixtures.ts has a valid document of each type).
import type { Page, Passage } from '../../domain/schemas/content.ts';
import type { Topic } from '../../domain/schemas/courses.ts';
import type { Question, QuestionDocument } from '../../domain/schemas/questions.ts';
import { htmlToText } from '../../domain/rules/text.ts';

export const stamp = '2025-01-15T08:00:00.000Z';

/** Topic 100 of unit 10 (Aljabar) in course 1, unpublished and empty. */
export function topic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 100,
    name: 'Persamaan dan fungsi kuadrat',
    bundle_id: 10,
    bundle_name: 'Aljabar',
    course_id: 1,
    course_name: 'Matematika Kelas 10',
    organization_id: 1,
    grades: [],
    shuffle_answers: false,
    shuffle_questions: false,
    questions_label: null,
    status: 'unpublished',
    accessible: true,
    creator_id: 1,
    position: 1,
    school_assessment_course: false,
    chapters_count: 0,
    questions_count: 0,
    passages_count: 0,
    points: null,
    published_at: null,
    changed_since_published: false,
    lock_version: 1,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export function lessonPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 501,
    topic_id: 100,
    lesson_id: 900,
    organization_id: 1,
    type: 'text',
    title: 'Persamaan kuadrat',
    content: '<p>Bentuk umum <strong>ax² + bx + c = 0</strong>.</p>',
    sections: [],
    video_url: null,
    video_description: null,
    duration: null,
    status: 'unpublished',
    position: 1,
    creator_id: 1,
    last_saved_at: stamp,
    lock_version: 3,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export function passage(overrides: Partial<Passage> = {}): Passage {
  return {
    id: 701,
    topic_id: 100,
    organization_id: 1,
    title: 'Siklus air',
    content: 'Air menguap dari laut.',
    content_html: '<p>Air menguap dari laut.</p>',
    sections: [],
    status: 'unpublished',
    position: 1,
    source: 'own',
    read_only: false,
    creator_id: 1,
    questions_count: 0,
    last_saved_at: stamp,
    lock_version: 1,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

/** The stored question the server answers with for a document; its parts get ids counting up from `firstPartId`. */
export function questionOf(doc: QuestionDocument, overrides: Partial<Question> = {}, firstPartId = 500): Question {
  let part = firstPartId;
  return {
    id: 7,
    topic_id: 100,
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
    preceding_question_id: doc.preceding_question_id,
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
