// The question editor as a teacher uses it: one question of each of the seven types made
// through the UI, each type's rule broken (its message seen) and fixed, saved, and found
// intact after a reload; questions linked to a passage; a circle of preceding questions
// refused; two tabs on one question ending in the conflict dialog with nothing lost.
// Screenshots of the editor for every type (English), two types in Indonesian, and errors.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, keyboardMove, login, shot as fullShot } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** A course of its own with one unit and the topic. */
const createTopic = async (page: Page, topicName: string) =>
  (await createTopicThroughApi(page, { course: `Soal ${topicName} ${Date.now()}`, unit: 'Latihan', topic: topicName })).topicId;

/** A full-page screenshot from the top (the sticky editor header stays at the top of it). */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, name);
}

const rich = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
// A rule's message, under its field or in the "Fix this to save" list beside Save
// ("Answers: <message>"), where it shows before the field was touched (spec §4).
const message = (page: Page, text: string) =>
  page.getByText(new RegExp(`^(?:[^:]+: )?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).first();
const saveButton = (page: Page) => page.getByTestId('question-save');

async function write(page: Page, name: string, text: string) {
  const box = rich(page, name);
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press('Backspace');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a new question of `type`, writes the stem and the points. */
async function startQuestion(page: Page, topicId: number, type: string, stem: string, language = 'en') {
  await page.goto(`/${language}/topics/${topicId}/questions/new?type=${type}`);
  await expect(page.getByTestId('question-form')).toBeVisible();
  await write(page, language === 'en' ? 'Question' : 'Soal', stem);
  await field(page, language === 'en' ? 'Points' : 'Poin').fill('2');
}

/** Saves, waits for the question's own address, and reloads it. */
async function saveAndReload(page: Page): Promise<number> {
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByTestId('save-indicator').first()).toContainText(/Saved!|Tersimpan/);
  const id = Number(/\/questions\/(\d+)$/.exec(page.url())![1]);
  await page.reload();
  await expect(page.getByTestId('question-form')).toBeVisible();
  return id;
}

test.describe('the seven question types', () => {
  let topicId = 0;
  test.beforeEach(async ({ page }) => {
    await login(page, demo.editor);
    topicId = await createTopic(page, 'Tujuh jenis soal');
  });

  test('multiple choice', async ({ page }) => {
    await startQuestion(page, topicId, 'multiple_choice', 'Apa ibu kota Indonesia?');
    await write(page, 'Answer a', 'Jakarta');
    await write(page, 'Answer b', 'Bandung');
    await page.getByRole('button', { name: 'Add answer' }).click();
    await write(page, 'Answer c', 'jakarta');
    await expect(message(page, 'Mark at least one valid answer as correct')).toBeVisible();
    await expect(message(page, 'A question cannot contain duplicate answers')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await shot(page, 'question-errors-en');
    await write(page, 'Answer c', 'Surabaya');
    await page.getByRole('checkbox', { name: 'Answer a is correct' }).check();
    await saveAndReload(page);
    await expect(rich(page, 'Question')).toHaveText('Apa ibu kota Indonesia?');
    await expect(rich(page, 'Answer a')).toHaveText('Jakarta');
    await expect(rich(page, 'Answer b')).toHaveText('Bandung');
    await expect(rich(page, 'Answer c')).toHaveText('Surabaya');
    await expect(page.getByRole('checkbox', { name: 'Answer a is correct' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Answer b is correct' })).not.toBeChecked();
    await shot(page, 'question-multiple-choice-en');
  });

  test('true or false', async ({ page }) => {
    await startQuestion(page, topicId, 'true_or_false', 'Matahari terbit dari timur.');
    await expect(message(page, 'Mark either True or False as the correct answer')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await page.getByRole('radio', { name: 'True', exact: true }).click();
    await saveAndReload(page);
    await expect(page.getByRole('radio', { name: 'True', exact: true })).toBeChecked();
    await expect(field(page, 'Points')).toHaveValue('2');
    await shot(page, 'question-true-or-false-en');
  });

  test('exact value', async ({ page }) => {
    await startQuestion(page, topicId, 'exact_value', 'Berapa hasil 6 × 7?');
    await field(page, 'Accepted answer a').fill('42');
    await page.getByRole('button', { name: 'Add accepted answer' }).click();
    await field(page, 'Accepted answer b').fill('empat puluh dua');
    await page.getByRole('switch', { name: /Number the list/ }).check();
    await page.getByTestId('numbering-options').getByText('Custom', { exact: true }).click();
    await expect(message(page, 'List items must all have labels')).toBeVisible();
    await field(page, 'Label of Accepted answer a').fill('angka');
    await expect(message(page, 'A label can have at most 4 characters')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await field(page, 'Label of Accepted answer a').fill('A');
    await field(page, 'Label of Accepted answer b').fill('B');
    await expect(page.getByTestId('numbering-preview')).toContainText('(A) 42');
    await saveAndReload(page);
    await expect(field(page, 'Accepted answer b')).toHaveValue('empat puluh dua');
    await expect(field(page, 'Label of Accepted answer a')).toHaveValue('A');
    await expect(page.getByTestId('numbering-preview')).toContainText('(B) empat puluh dua');
    await shot(page, 'question-exact-value-en');
  });

  test('categorise', async ({ page }) => {
    await startQuestion(page, topicId, 'categorise', 'Kelompokkan bahan makanan berikut.');
    await field(page, 'Category 1').fill('Buah');
    await page.getByRole('button', { name: 'Add category' }).click();
    await field(page, 'Category 2').fill('buah');
    await expect(message(page, 'Category names must be unique')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await field(page, 'Category 2').fill('Sayur');
    await write(page, 'Item a', 'Apel');
    await write(page, 'Item b', 'Wortel');
    await choose(page, 'Category of Item b', 'Sayur');
    await saveAndReload(page);
    await expect(field(page, 'Category 2')).toHaveValue('Sayur');
    await expect(rich(page, 'Item a')).toHaveText('Apel');
    await expect(rich(page, 'Item b')).toHaveText('Wortel');
    await expect(page.getByRole('combobox', { name: 'Category of Item b' })).toHaveValue('Sayur');
    await shot(page, 'question-categorise-en');
  });

  test('correct order', async ({ page }) => {
    await startQuestion(page, topicId, 'correct_order', 'Urutkan dari yang terkecil.');
    await write(page, 'Item 1', 'Tiga');
    await write(page, 'Item 2', 'Satu');
    await page.getByRole('button', { name: 'Add item' }).click();
    await write(page, 'Item 3', 'satu');
    await expect(message(page, 'A question cannot contain duplicate answers')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await write(page, 'Item 3', 'Dua');
    // Keyboard: "Tiga" (item 1) goes down two places.
    await keyboardMove(page, 'Move Item 1', 'ArrowDown', ['2 of 3', '3 of 3']);
    await expect(rich(page, 'Item 3')).toHaveText('Tiga');
    await saveAndReload(page);
    await expect(rich(page, 'Item 1')).toHaveText('Satu');
    await expect(rich(page, 'Item 2')).toHaveText('Dua');
    await expect(rich(page, 'Item 3')).toHaveText('Tiga');
    await shot(page, 'question-correct-order-en');
  });

  test('grouped choices', async ({ page }) => {
    await startQuestion(page, topicId, 'grouped_choices', 'Jawab setiap pertanyaan.');
    await field(page, 'Group 1').fill('Apakah langit biru?');
    await write(page, 'Choice a of Group 1', 'Ya');
    await write(page, 'Choice b of Group 1', 'Tidak');
    await expect(message(page, 'Each group must have exactly one valid correct answer')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await page.getByRole('radio', { name: 'Choice a of Group 1 is correct' }).check();
    await page.getByRole('button', { name: 'Add group' }).click();
    await field(page, 'Group 2').fill('Apakah rumput merah?');
    await write(page, 'Choice a of Group 2', 'Ya');
    await write(page, 'Choice b of Group 2', 'Tidak');
    await page.getByRole('radio', { name: 'Choice b of Group 2 is correct' }).check();
    await saveAndReload(page);
    await expect(field(page, 'Group 2')).toHaveValue('Apakah rumput merah?');
    await expect(page.getByRole('radio', { name: 'Choice b of Group 2 is correct' })).toBeChecked();
    await expect(rich(page, 'Choice a of Group 1')).toHaveText('Ya');
    await expect(rich(page, 'Choice b of Group 1')).toHaveText('Tidak');
    await expect(rich(page, 'Choice a of Group 2')).toHaveText('Ya');
    await expect(rich(page, 'Choice b of Group 2')).toHaveText('Tidak');
    await expect(page.getByRole('radio', { name: 'Choice a of Group 1 is correct' })).toBeChecked();
    await shot(page, 'question-grouped-choices-en');
  });

  test('matching', async ({ page }) => {
    await startQuestion(page, topicId, 'matching_choices', 'Jodohkan hewan dengan suaranya.');
    await write(page, 'Premise 1', 'Kucing');
    await write(page, 'Response 1 of premise 1', 'Meong');
    await page.getByRole('button', { name: 'Add premise' }).click();
    await write(page, 'Premise 2', 'kucing');
    await write(page, 'Response 1 of premise 2', 'Guk guk');
    await expect(message(page, 'Matching choices cannot have duplicate premises')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await write(page, 'Premise 2', 'Anjing');
    await page.getByRole('button', { name: 'Add additional response' }).click();
    await write(page, 'Additional response 1', 'Kukuruyuk');
    await saveAndReload(page);
    await expect(rich(page, 'Premise 1')).toHaveText('Kucing');
    await expect(rich(page, 'Response 1 of premise 1')).toHaveText('Meong');
    await expect(rich(page, 'Premise 2')).toHaveText('Anjing');
    await expect(rich(page, 'Response 1 of premise 2')).toHaveText('Guk guk');
    await expect(rich(page, 'Additional response 1')).toHaveText('Kukuruyuk');
    await shot(page, 'question-matching-en');
  });

  test('two types in Indonesian', async ({ page }) => {
    await startQuestion(page, topicId, 'matching_choices', 'Jodohkan provinsi dengan ibu kotanya.', 'id');
    await write(page, 'Pernyataan 1', 'Jawa Barat');
    await write(page, 'Pasangan 1 dari pernyataan 1', 'Bandung');
    await write(page, 'Pernyataan 1', '');
    await expect(message(page, 'Wajib diisi')).toBeVisible();
    await shot(page, 'question-matching-errors-id');
    await write(page, 'Pernyataan 1', 'Jawa Barat');
    await saveAndReload(page);
    await shot(page, 'question-matching-id');

    await startQuestion(page, topicId, 'exact_value', 'Berapa jumlah provinsi di Pulau Jawa?', 'id');
    await field(page, 'Jawaban diterima a').fill('6');
    await page.getByRole('switch', { name: /Beri nomor pada daftar/ }).check();
    await saveAndReload(page);
    await expect(field(page, 'Jawaban diterima a')).toHaveValue('6');
    await shot(page, 'question-exact-value-id');
  });
});

test('questions linked to a passage, and a circle of preceding questions refused', async ({ page }) => {
  await login(page, demo.editor);
  const topicId = await createTopic(page, 'Bacaan dan tautan');
  const passage = await apiPost(page, '/map/passages', { topic_id: topicId, title: 'Candi Borobudur', content_html: '<p>Candi Borobudur dibangun pada abad ke-9.</p>' });
  const answers = [
    { key: 'a', content: '<p>Abad ke-9</p>', answer_type: 'text', correct: true },
    { key: 'b', content: '<p>Abad ke-12</p>', answer_type: 'text' },
  ];
  const first = await apiPost(page, '/map/questions', { topic_id: topicId, type: 'multiple_choice', content_html: '<p>Kapan Borobudur dibangun?</p>', points: 1, answers });
  const second = await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Siapa yang membangun Borobudur?</p>',
    points: 1,
    preceding_question_id: first.id,
    answers: [
      { key: 'a', content: '<p>Wangsa Syailendra</p>', answer_type: 'text', correct: true },
      { key: 'b', content: '<p>Majapahit</p>', answer_type: 'text' },
    ],
  });

  // Link the first question to the passage.
  await page.goto(`/en/questions/${first.id}`);
  await expect(page.getByTestId('question-form')).toBeVisible();
  await choose(page, 'Passage', 'Candi Borobudur');
  // Question 1 cannot come after question 2, which already comes after it.
  await choose(page, 'Comes after question', 'Question 2: Siapa yang membangun Borobudur?');
  await expect(message(page, 'These questions would be linked in a circle. Choose another question.')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await shot(page, 'question-circle-en');
  await choose(page, 'Comes after question', 'Not linked');
  await expect(page.getByText('These questions would be linked in a circle. Choose another question.')).toHaveCount(0);
  await saveAndReload(page);
  await expect(page.getByRole('combobox', { name: 'Passage', exact: true })).toHaveValue('Candi Borobudur');

  // The server refuses the circle too, with the same message on the same field.
  const stored = await (await page.request.get(`/map/questions/${first.id}`)).json();
  const { id: _id, topic_id: _topic, organization_id: _org, position: _p, status: _s, source: _src, read_only: _ro, content: _c, preceding_question_position: _pp, succeeding_question_id: _si, succeeding_question_position: _sp, creator_id: _cr, last_saved_at: _l, created_at: _ca, updated_at: _u, ...doc } = stored;
  const refused = await page.request.put(`/map/questions/${first.id}`, { data: { ...doc, preceding_question_id: second.id } });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).fields.preceding_question_id).toBe('These questions would be linked in a circle. Choose another question.');

  const questions = (await (await page.request.get(`/content/topics/${topicId}`)).json()).questions as { id: number; passage_id: number | null }[];
  expect(questions.find((q) => q.id === first.id)?.passage_id).toBe(passage.id);
});

test('two tabs on one question end in the conflict dialog, and nothing is lost', async ({ page, context }) => {
  await login(page, demo.editor);
  const topicId = await createTopic(page, 'Dua tab');
  const question = await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Berapakah 2 + 2?</p>',
    points: 1,
    answers: [
      { key: 'a', content: '<p>4</p>', answer_type: 'text', correct: true },
      { key: 'b', content: '<p>5</p>', answer_type: 'text' },
    ],
  });
  const other = await context.newPage();
  await page.goto(`/en/questions/${question.id}`);
  await other.goto(`/en/questions/${question.id}`);
  await expect(page.getByTestId('question-form')).toBeVisible();
  await expect(other.getByTestId('question-form')).toBeVisible();

  // Tab one changes the stem and saves.
  await write(page, 'Question', 'Berapakah 2 + 2? Jelaskan.');
  await saveButton(page).click();
  await expect(page.getByTestId('save-indicator').first()).toContainText('Saved!');

  // Tab two, still on the old version, changes an answer and saves: the dialog, both versions.
  await write(other, 'Answer b', '22');
  await saveButton(other).click();
  const dialog = other.getByRole('dialog', { name: 'Someone else saved a newer version' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-mine')).toContainText('22');
  await expect(dialog.getByTestId('conflict-theirs')).toContainText('Jelaskan.');
  // The dialog as the teacher sees it (a full-page picture would cut its backdrop short).
  await shot(other, 'question-conflict-en');

  // Take the saved version, put my answer back, save: both changes are kept.
  await dialog.getByRole('button', { name: 'Use the saved version' }).click();
  await expect(rich(other, 'Question')).toHaveText('Berapakah 2 + 2? Jelaskan.');
  await write(other, 'Answer b', '22');
  await saveButton(other).click();
  await expect(other.getByTestId('save-indicator').first()).toContainText('Saved!');
  await page.reload();
  await expect(rich(page, 'Question')).toHaveText('Berapakah 2 + 2? Jelaskan.');
  await expect(rich(page, 'Answer b')).toHaveText('22');
});
