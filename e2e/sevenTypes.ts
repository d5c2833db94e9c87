// A topic with a text page (a table and math), a passage and one valid question of each of the
// seven types, made through the API: what the learner preview's specs open.
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi } from './helpers.ts';

export const text = (key: string, content: string, extra: Record<string, unknown> = {}) => ({ key, content: `<p>${content}</p>`, answer_type: 'text', ...extra });

/** The seven types, in the order they are made (the topic does not shuffle questions). */
export const TYPES = ['multiple_choice', 'exact_value', 'categorise', 'correct_order', 'grouped_choices', 'matching_choices', 'true_or_false'] as const;
export type QuestionType = (typeof TYPES)[number];

/** A topic with a text page, a passage and one valid question of each type, made through the API. */
export async function sevenTypesTopic(page: Page): Promise<number> {
  const { topicId } = await createTopicThroughApi(page, { course: `Pratinjau ${Date.now()}`, unit: 'Latihan', topic: 'Tujuh jenis soal' });
  await apiPost(page, '/content/chapters', {
    topic_id: topicId,
    type: 'text',
    title: 'Ibu kota dan peta',
    content: '<p>Jakarta adalah ibu kota Indonesia. Rumus luas persegi: [%s^2%].</p><table><tbody><tr><td>Pulau</td><td>Kota</td></tr><tr><td>Jawa</td><td>Jakarta</td></tr></tbody></table>',
    sections: [],
  });
  const passage = await apiPost(page, '/map/passages', {
    topic_id: topicId,
    title: 'Sejarah Jakarta',
    content_html: '<p>Jakarta dulu bernama Batavia dan menjadi ibu kota sejak 1945.</p>',
  });
  const base = (type: QuestionType, stem: string) => ({ topic_id: topicId, type, content_html: `<p>${stem}</p>`, points: 1 });
  const documents: Record<QuestionType, Record<string, unknown>> = {
    multiple_choice: {
      ...base('multiple_choice', 'Apa ibu kota Indonesia?'),
      passage_id: passage.id,
      answers: [text('a', 'Jakarta', { correct: true }), text('b', 'Bandung'), text('c', 'Surabaya')],
    },
    exact_value: { ...base('exact_value', 'Berapa hasil 6 × 7?'), answers: [{ key: 'a', content: '42', answer_type: 'text', correct: true }] },
    categorise: {
      ...base('categorise', 'Kelompokkan bahan makanan berikut.'),
      categories: [
        { key: 'c1', name: 'Buah' },
        { key: 'c2', name: 'Sayur' },
      ],
      answers: [text('a', 'Apel', { category_key: 'c1' }), text('b', 'Wortel', { category_key: 'c2' }), text('c', 'Mangga', { category_key: 'c1' })],
    },
    correct_order: { ...base('correct_order', 'Urutkan dari yang terkecil.'), answers: [text('a', 'Satu'), text('b', 'Dua'), text('c', 'Tiga')] },
    grouped_choices: {
      ...base('grouped_choices', 'Jawab setiap pertanyaan.'),
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
    },
    matching_choices: {
      ...base('matching_choices', 'Pasangkan hewan dengan suaranya.'),
      premises: [
        { key: 'p1', content: '<p>Kucing</p>' },
        { key: 'p2', content: '<p>Anjing</p>' },
      ],
      responses: [
        { key: 'r1', content: '<p>Meong</p>', premise_key: 'p1' },
        { key: 'r2', content: '<p>Guk</p>', premise_key: 'p2' },
        { key: 'r3', content: '<p>Moo</p>', premise_key: null },
      ],
    },
    true_or_false: { ...base('true_or_false', 'Matahari terbit dari timur.'), answers: [text('t', 'True', { correct: true }), text('f', 'False')] },
  };
  for (const type of TYPES) await apiPost(page, '/map/questions', documents[type]);
  return topicId;
}
