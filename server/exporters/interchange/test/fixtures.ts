// Test inputs of the exporters: whole Question replies of every type (with passages, media,
// math, explanations, hints and points), the uploads they show, and a Writable that keeps what
// an exporter writes.
import { Writable } from 'node:stream';
import type { Passage } from '../../../../domain/schemas/content.ts';
import type { Question, QuestionType } from '../../../../domain/schemas/questions.ts';
import type { ExportMedia, ExportTopic } from '../index.ts';

type Answer = Question['answers'][number];

export const IMAGE_ID = 7;
export const AUDIO_ID = 8;
/** A 1×1 PNG. */
export const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

export const memoryMedia: ExportMedia = {
  async get(id) {
    if (id === IMAGE_ID) return { data: PNG, mime: 'image/png', name: 'diagram one.png' };
    if (id === AUDIO_ID) return { data: Uint8Array.from([0xff, 0xfb, 0x90, 0x00]), mime: 'audio/mpeg', name: 'clip.mp3' };
    return null;
  },
  address: (id) => `https://pena.example/files/${id}`,
};

const note = (html: string) => ({ sections: html ? [{ id: 's1', content: '', mime_type: 'text/html', section_content_type: null, media_url: null, content_html: html }] : [] });

let answerId = 100;
export function answer(content: string, extra: Partial<Answer> = {}): Answer {
  const id = ++answerId;
  return { id, key: String(id), content, answer_type: 'text', media_id: null, correct: false, category_key: null, group_key: null, label: null, ...extra };
}

export function question(id: number, type: QuestionType, stem: string, parts: Partial<Question> = {}): Question {
  return {
    id,
    topic_id: 1,
    organization_id: 1,
    // Positions count from 0, as the database gives them.
    position: id - 1,
    status: 'unpublished',
    source: 'own',
    read_only: false,
    type,
    content: stem.replace(/<[^>]+>/g, ''),
    content_html: stem,
    sections: [],
    explanation: note(''),
    hint: note(''),
    passage_id: null,
    preceding_question_id: null,
    preceding_question_position: null,
    succeeding_question_id: null,
    succeeding_question_position: null,
    points: null,
    shuffle_answers: false,
    quiz_title: null,
    exact_value_options: { case_sensitive: false, allow_special_characters: false, enable_numbering: false, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 },
    file_upload_option: null,
    answers: [],
    categories: [],
    groups: [],
    premises: [],
    responses: [],
    creator_id: 1,
    last_saved_at: '2025-01-01T00:00:00.000Z',
    lock_version: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...parts,
  };
}

export const passage: Passage = {
  id: 50,
  topic_id: 1,
  organization_id: 1,
  title: 'A story',
  content: 'Once upon a time',
  content_html: '<p>Once upon a time</p>',
  sections: [],
  status: 'unpublished',
  position: 1,
  source: 'own',
  read_only: false,
  creator_id: 1,
  questions_count: 1,
  last_saved_at: '2025-01-01T00:00:00.000Z',
  lock_version: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

/** One question of each type, in this order: the seven types with everything a question may carry. */
export function sevenQuestions(): Question[] {
  const mc = question(1, 'multiple_choice', `<p>Which is a {city}: a=b? <img src="/files/org/1/image/x" data-media-id="${IMAGE_ID}" alt="map"></p>`, {
    points: 2,
    shuffle_answers: true,
    explanation: note('<p>Paris is the capital of France.</p>'),
    hint: note('<p>Think of France.</p>'),
    answers: [answer('<p>Paris</p>', { correct: true }), answer('<p>Rome ~ Italy</p>'), answer('x^2', { answer_type: 'equation' })],
  });
  const multi = question(2, 'multiple_choice', '<p>Pick the primes [% x_1 %]</p>', {
    answers: [answer('2', { correct: true }), answer('3', { correct: true }), answer('4'), answer('', { answer_type: 'image', media_id: IMAGE_ID })],
  });
  const tf = question(3, 'true_or_false', '<p>The sky is blue.</p>', { answers: [answer('True', { correct: true }), answer('False')], passage_id: passage.id });
  const exact = question(4, 'exact_value', '<p>Capital of France?</p>', {
    exact_value_options: { case_sensitive: true, allow_special_characters: false, enable_numbering: false, numbering_bracket: '()', numbering_format: 'number', numbering_start: 1 },
    answers: [answer('Paris', { correct: true }), answer('PARIS', { correct: true })],
  });
  const cats = [
    { id: 901, key: 'c1', name: 'Fruit' },
    { id: 902, key: 'c2', name: 'Vegetable' },
    { id: 903, key: 'c3', name: 'Grain' },
  ];
  const categorise = question(5, 'categorise', '<p>Sort these.</p>', {
    categories: cats,
    answers: [answer('Apple', { category_key: 'c1' }), answer('Pear', { category_key: 'c1' }), answer('Carrot', { category_key: 'c2' })],
  });
  const order = question(6, 'correct_order', '<p>Order the numbers.</p>', { answers: [answer('One'), answer('Two'), answer('Three')] });
  const groups = [
    { id: 801, key: 'g1', name: 'Is the sky blue?' },
    { id: 802, key: 'g2', name: 'Is grass red?' },
  ];
  const grouped = question(7, 'grouped_choices', '<p>Answer each.</p>', {
    groups,
    answers: [
      answer('Yes', { group_key: 'g1', correct: true }),
      answer('No', { group_key: 'g1' }),
      answer('Yes', { group_key: 'g2' }),
      answer('No', { group_key: 'g2', correct: true }),
    ],
  });
  const matching = question(8, 'matching_choices', '<p>Match the sounds.</p>', {
    premises: [
      { id: 701, key: 'p1', content: '<p>Cat</p>' },
      { id: 702, key: 'p2', content: '<p>Dog</p>' },
    ],
    responses: [
      { id: 711, key: 'r1', content: '<p>Meow</p>', premise_key: 'p1' },
      { id: 712, key: 'r2', content: '<p>Woof</p>', premise_key: 'p2' },
      { id: 713, key: 'r3', content: '<p>Moo</p>', premise_key: null },
    ],
  });
  return [mc, multi, tf, exact, categorise, order, grouped, matching];
}

export const topicOf = (questions: Question[], id = 1, title = 'Capitals / Cities'): ExportTopic => ({ id, title, questions, passages: [passage] });

/** Runs a writer into a Writable and gives back every byte it wrote. */
export async function written(write: (out: Writable) => Promise<void>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      setImmediate(done);
    },
  });
  await write(out);
  return Uint8Array.from(Buffer.concat(chunks));
}

export const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
