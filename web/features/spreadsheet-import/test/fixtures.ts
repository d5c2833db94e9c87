// Wire-shaped replies for the spreadsheet import tests: the topic, a conversion with one bad
// row, an import result, the import job, and the fake server's handlers for a signed-in admin.
import type { SessionReply } from '../../../../domain/schemas/account.ts';
import type { Topic } from '../../../../domain/schemas/courses.ts';
import type { SpreadsheetConversion, SpreadsheetImportResult } from '../../../../domain/schemas/importing.ts';
import type { JobStatusReply } from '../../../../domain/schemas/publishing.ts';
import type { QuestionDocument } from '../../../../domain/schemas/questions.ts';
import { defaultExactValueOptions } from '../../../../domain/schemas/questions.ts';
import { json } from '../../../test/fakeApi.ts';
import type { Handler } from '../../../test/fakeApi.ts';
import { topic as baseTopic } from '../../../test/content.ts';
import { publicConfig, session } from '../../../test/fixtures.ts';

export const TOPIC_ID = 100;
export const PAGE = `/en/topics/${TOPIC_ID}/import/excel`;
export const JOB_UUID = '0b9a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

export const topic = (over: Partial<Topic> = {}): Topic => baseTopic({ id: TOPIC_ID, name: 'Persamaan [%x^2%]', lock_version: 0, ...over });

const answer = (key: string, content: string, over: Partial<QuestionDocument['answers'][number]> = {}) => ({
  key, content, answer_type: 'text' as const, media_id: null, correct: false, category_key: null, group_key: null, label: null, ...over,
});
const doc = (over: Partial<QuestionDocument> & Pick<QuestionDocument, 'type' | 'content_html'>): QuestionDocument => ({
  sections: [], explanation: { sections: [] }, hint: { sections: [] }, passage_id: null, preceding_question_id: null, points: null, shuffle_answers: false, quiz_title: null,
  exact_value_options: defaultExactValueOptions, file_upload_option: null, answers: [], categories: [], groups: [], premises: [], responses: [], ...over,
});
/** The picture a row names, as the conversion points to it (a file of the .zip). */
export const PICTURE = `/content/topics/${TOPIC_ID}/excel/image?images_key=uploads%2F1%2Fgambar.zip&name=pizza.png`;
export const mcDocument = (picture = PICTURE) =>
  doc({
    type: 'multiple_choice',
    content_html: '<p>Berapakah [%\\frac{1}{2}%] + [%\\frac{1}{2}%]?</p>',
    points: 2,
    answers: [
      answer('a', '1', { correct: true }),
      answer('b', '2'),
      answer('c', `<img src="${picture}" alt="" data-media-id="1" />`, { answer_type: 'image', media_id: 1 }),
      answer('d', '0'),
    ],
    explanation: { sections: [{ id: 's1', type: 'text', content: '', content_html: '<p>Setengah ditambah setengah sama dengan satu.</p>' }] as never },
  });
export const tfDocument = () =>
  doc({ type: 'true_or_false', content_html: '<p>Matahari terbit di timur.</p>', answers: [answer('a', 'true', { correct: true }), answer('b', 'false')] });

/** Three rows read: two convert, one (Multiple choice row 4) has no correct answer. */
export function conversion(over: Partial<SpreadsheetConversion> = {}): SpreadsheetConversion {
  return {
    file_key: 'uploads/1/sheet.xlsx',
    images_key: null,
    total_rows: 3,
    valid_rows: 2,
    rows: [
      { sheet: 'Multiple choice', row: 3, type: 'multiple_choice', stem_html: '<p>Berapakah [%\\frac{1}{2}%] + [%\\frac{1}{2}%]?</p>', points: 2, answer_count: 4, passage_title: null, document: mcDocument() },
      { sheet: 'True or false', row: 3, type: 'true_or_false', stem_html: '<p>Matahari terbit di timur.</p>', points: null, answer_count: 2, passage_title: 'Tata surya', document: tfDocument() },
    ],
    errors: [{ sheet: 'Multiple choice', row: 4, column: 'H', field: 'Correct answer', message: 'Multiple choice needs at least one correct answer' }],
    error_count: 1,
    ...over,
  };
}

export function importResult(over: Partial<SpreadsheetImportResult> = {}): SpreadsheetImportResult {
  return {
    topic_id: TOPIC_ID,
    imported_count: 2,
    skipped_count: 1,
    imported: [
      { sheet: 'Multiple choice', row: 3, question_id: 5001, type: 'multiple_choice', stem_html: '<p>Berapakah [%\\frac{1}{2}%] + [%\\frac{1}{2}%]?</p>', document: mcDocument('/files/org/1/image/pizza') },
      { sheet: 'True or false', row: 3, question_id: 5002, type: 'true_or_false', stem_html: '<p>Matahari terbit di timur.</p>', document: tfDocument() },
    ],
    skipped: [{ sheet: 'Multiple choice', row: 4, column: 'H', field: 'Correct answer', message: 'Multiple choice needs at least one correct answer' }],
    ...over,
  };
}

export function job(over: Partial<JobStatusReply> = {}): JobStatusReply {
  return { uuid: JOB_UUID, kind: 'excel_import', status: 'pending', progress: 0, result: null, error: null, ...over } as JobStatusReply;
}

export const admin = (): SessionReply => session();

export function importHandlers(extra: Record<string, Handler> = {}, sessionReply: SessionReply = admin()): Record<string, Handler> {
  return {
    'GET /public_config': () => json(publicConfig),
    'GET /users/show_current': () => json(sessionReply),
    [`GET /content/topics/${TOPIC_ID}`]: () => json(topic()),
    ...extra,
  };
}

export function xlsx(name = 'soal.xlsx', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
