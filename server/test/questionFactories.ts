// Factories for question and passage route tests: a school with a topic ready to hold
// questions, question documents of every type with every part filled in (rich text, an
// equation and an image answer, sections, explanation, hint, options), and plain inserts of
// questions, passages and media files for setups the API would refuse (provider items).
import { eq } from 'drizzle-orm';
import type { QuestionDocumentInput, QuestionType } from '../../domain/schemas/questions.ts';
import type { Db } from '../db/client.ts';
import { organizations, passages, questions, uploadedFiles } from '../db/schema/index.ts';
import { headersFor, makeUnit, makeCourse, makeSchool, makeTopic, type School, type SchoolRole } from './contentFactories.ts';

let seq = 0;
const next = () => ++seq;

/** A school (every role), one course, one unit; `topic()` adds topics to it. */
export async function questionSchool(db: Db, opts: { pointsEnabled?: boolean } = {}) {
  const school = await makeSchool(db);
  if (opts.pointsEnabled) await db.update(organizations).set({ enablePointSystem: true }).where(eq(organizations.id, school.org.id));
  const course = await makeCourse(db, school.org.id, { creatorId: school.admin.id });
  const unit = await makeUnit(db, course, { creatorId: school.admin.id });
  const headers = new Map<SchoolRole, Record<string, string>>();
  return {
    ...school,
    course,
    unit,
    /** A topic in the school's unit, created by `creatorId` (the admin by default). */
    topic: (creatorId: number | null = school.admin.id) => makeTopic(db, unit, { creatorId }),
    /** Authorization headers of a session of the role (one session per role and school). */
    as: async (role: SchoolRole) => {
      if (!headers.has(role)) headers.set(role, await headersFor(db, school[role]));
      return headers.get(role)!;
    },
  };
}
export type QuestionSchool = Awaited<ReturnType<typeof questionSchool>>;
export type { School, SchoolRole };

/** An uploaded file row of the organization (the bytes are not needed to reference it). */
export async function makeMedia(db: Db, organizationId: number, purpose: 'image' | 'audio' | 'study_guide' = 'image') {
  const n = next();
  const [file] = await db
    .insert(uploadedFiles)
    .values({ organizationId, storageKey: `org/${organizationId}/${purpose}/test-${process.pid}-${n}`, filename: `f${n}.png`, mimeType: 'image/png', size: 10, purpose })
    .returning();
  return file!;
}

const section = (id: string, html: string) => ({ id, content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html });

/** The parts common to every document: stem, sections, explanation, hint, settings. */
function common(type: QuestionType): QuestionDocumentInput {
  return {
    type,
    content_html: '<p>Berapakah <strong>hasil</strong> dari [%x^2%]?</p>',
    sections: [section('s1', '<p>Perhatikan tabel berikut.</p><table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>')],
    explanation: { sections: [section('e1', '<p>Karena <em>kuadrat</em>.</p>')] },
    hint: { sections: [section('h1', '<p>Ingat rumusnya.</p>')] },
    passage_id: null,
    preceding_question_id: null,
    points: 2.5,
    shuffle_answers: true,
    quiz_title: 'Latihan 1',
    exact_value_options: { case_sensitive: false, allow_special_characters: false, enable_numbering: false, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 },
    file_upload_option: null,
  };
}

const text = (key: string, content: string, extra: Record<string, unknown> = {}) => ({ key, content, answer_type: 'text' as const, ...extra });

/**
 * A valid document of `type` using every part the type has. `imageId` (a media file of the
 * organization) makes the multiple-choice question carry an image answer.
 */
export function fullQuestion(type: QuestionType, imageId?: number): QuestionDocumentInput {
  const doc = common(type);
  switch (type) {
    case 'multiple_choice':
      return {
        ...doc,
        answers: [
          text('a', '<p>Empat <u>puluh</u></p>', { correct: true }),
          { key: 'b', content: '\\frac{1}{2}', answer_type: 'equation' },
          ...(imageId ? [{ key: 'c', content: '', answer_type: 'image' as const, media_id: imageId }] : []),
          text('d', '<p>Sembilan</p>'),
        ],
        file_upload_option: { required: true, file_types: ['image', 'office'] },
      };
    case 'true_or_false':
      return { ...doc, answers: [text('t', 'True'), text('f', 'False', { correct: true })] };
    case 'exact_value':
      return {
        ...doc,
        exact_value_options: { case_sensitive: true, allow_special_characters: true, enable_numbering: true, numbering_bracket: '[]', numbering_format: 'custom', numbering_start: 7 },
        answers: [text('a', 'Jakarta', { correct: true, label: 'i' }), text('b', 'jakarta', { correct: true, label: 'ii' })],
      };
    case 'categorise':
      return {
        ...doc,
        categories: [
          { key: 'c1', name: 'Buah' },
          { key: 'c2', name: 'Sayur' },
        ],
        answers: [text('a', 'Apel', { category_key: 'c1' }), text('b', 'Wortel', { category_key: 'c2' }), text('c', 'Mangga', { category_key: 'c1' })],
      };
    case 'grouped_choices':
      return {
        ...doc,
        groups: [
          { key: 'g1', name: 'Langit biru?' },
          { key: 'g2', name: 'Rumput merah?' },
        ],
        answers: [
          text('a', 'Ya', { group_key: 'g1', correct: true }),
          text('b', 'Tidak', { group_key: 'g1' }),
          text('c', 'Ya', { group_key: 'g2' }),
          text('d', 'Tidak', { group_key: 'g2', correct: true }),
        ],
      };
    case 'correct_order':
      return { ...doc, answers: [text('a', 'Pertama'), text('b', 'Kedua'), text('c', 'Ketiga')] };
    case 'matching_choices':
      return {
        ...doc,
        premises: [
          { key: 'p1', content: '<p>Kucing</p>' },
          { key: 'p2', content: '<p>Anjing</p>' },
        ],
        responses: [
          { key: 'r1', content: '<p>Meong</p>', premise_key: 'p1' },
          { key: 'r2', content: '<p>Guk</p>', premise_key: 'p2' },
          { key: 'r3', content: '<p>Moo</p>', premise_key: null },
        ],
      };
  }
}

/** A plain questions row (no parts), e.g. a provider question or a link target. */
export async function makeQuestion(db: Db, topic: { id: number; organizationId: number }, opts: Partial<typeof questions.$inferInsert> = {}) {
  const [row] = await db
    .insert(questions)
    .values({ content: `Soal ${next()}`, contentHtml: '<p>Soal</p>', ...opts, organizationId: topic.organizationId, topicId: topic.id })
    .returning();
  return row!;
}

export async function makePassage(db: Db, topic: { id: number; organizationId: number }, opts: Partial<typeof passages.$inferInsert> = {}) {
  const [row] = await db
    .insert(passages)
    .values({ title: `Bacaan ${next()}`, content: 'Isi', contentHtml: '<p>Isi</p>', ...opts, organizationId: topic.organizationId, topicId: topic.id })
    .returning();
  return row!;
}

/** The document fields of a question reply, to send it back (PUT) as an editor would. */
export function documentOf(reply: Record<string, unknown>): Record<string, unknown> {
  const keep = [
    'type', 'content_html', 'sections', 'explanation', 'hint', 'passage_id', 'preceding_question_id', 'succeeding_question_id', 'points',
    'shuffle_answers', 'quiz_title', 'exact_value_options', 'file_upload_option', 'answers', 'categories', 'groups', 'premises', 'responses',
    'lock_version',
  ];
  return Object.fromEntries(keep.map((k) => [k, reply[k]]));
}
