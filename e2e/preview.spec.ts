// The learner preview as a student uses it (spec §2 "Preview"): a topic with a text
// page and one question of each of the seven types (one beside a passage), opened from the
// Preview button on the topic overview in a private window (no session: the link is the
// capability), every question answered with the student's gestures (click, type, keyboard
// ordering, selects) and checked: right answers are "Correct", a wrong one is marked wrong;
// going back with Previous (and forward again) finds each question answered and checked as it
// was left. The ordering question's drag is told to a screen reader in the page's language by
// the items' text; matching and categorise choices show their math. On a phone-sized screen
// nothing scrolls sideways. Screenshots of every type, English and Indonesian.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, dndLiveRegion, login, previewPathFromTopic, shot } from './helpers.ts';
import { sevenTypesTopic, text, TYPES, type QuestionType } from './sevenTypes.ts';

test.describe.configure({ timeout: 150_000 });

type Language = 'en' | 'id';
const words = {
  en: { check: 'Check answer', tryAgain: 'Try again', correct: 'Correct', incorrect: 'Incorrect', right: 'Right', wrong: 'Wrong', true: 'True', false: 'False' },
  id: { check: 'Periksa jawaban', tryAgain: 'Coba lagi', correct: 'Jawaban benar', incorrect: 'Jawaban belum benar', right: 'Tepat', wrong: 'Tidak tepat', true: 'Benar', false: 'Salah' },
} as const;

/** A private window: its own browser context, so no session cookie; optionally phone-sized. */
async function privateWindow(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport, isMobile: true, hasTouch: true } : {}) });
  return { context, page: await context.newPage() };
}

const player = (page: Page) => page.getByTestId('question-player');
const result = (page: Page) => page.getByTestId('player-result');

/** "Check answer", and the overall result's title. */
async function check(page: Page, language: Language, expected: 'correct' | 'incorrect') {
  await player(page).getByRole('button', { name: words[language].check, exact: true }).click();
  // The result's title comes first ("Incorrect" contains "correct": anchored).
  await expect(result(page)).toHaveText(new RegExp(`^${words[language][expected]}`));
}

async function next(page: Page) {
  await page.getByTestId('preview-questions').getByRole('navigation').getByRole('button').last().click();
}

/** The correct-order rows' texts, top to bottom (without their position badges). */
async function orderTexts(page: Page): Promise<string[]> {
  return player(page)
    .locator('[data-sortable-index]')
    .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').replace(/^\d+/, '').trim()));
}

/** What a screen reader hears as a row is picked up, moved and dropped (components/sortable). */
const said = {
  en: {
    pickedUp: (item: string, n: number) => `Picked up '${item}'. It is at position ${n} of 3.`,
    moved: (item: string, n: number) => `'${item}' moved to position ${n} of 3.`,
    dropped: (item: string, n: number) => `'${item}' dropped at position ${n} of 3.`,
  },
  id: {
    pickedUp: (item: string, n: number) => `'${item}' diambil. Posisinya ${n} dari 3.`,
    moved: (item: string, n: number) => `'${item}' dipindahkan ke posisi ${n} dari 3.`,
    dropped: (item: string, n: number) => `'${item}' diletakkan di posisi ${n} dari 3.`,
  },
} as const;

/**
 * Sorts the rows with the keyboard as a student without a mouse would: focus a row's handle,
 * Space to pick it up, ArrowUp, Space to drop; one step at a time, each waiting for what the
 * live region says, in the page's language and naming the row by its text (the pick-up's
 * position comes once the targets are measured).
 */
async function sortByKeyboard(page: Page, expected: string[], language: Language) {
  const live = dndLiveRegion(page);
  for (let guard = 0; guard < 10; guard++) {
    const current = await orderTexts(page);
    if (current.join('|') === expected.join('|')) return;
    // The first row out of place: move the row that belongs there up by one.
    const target = expected.findIndex((item, i) => current[i] !== item);
    const from = current.indexOf(expected[target]!);
    const item = current[from]!;
    await page.getByTestId(`order-handle-${from + 1}`).focus();
    await page.keyboard.press('Space');
    await expect(live).toHaveText(said[language].pickedUp(item, from + 1));
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText(said[language].moved(item, from));
    await page.keyboard.press('Space');
    await expect(live).toHaveText(said[language].dropped(item, from));
    await expect(live).not.toContainText(/Draggable item|droppable area/);
    await expect.poll(() => orderTexts(page)).not.toEqual(current);
  }
  expect(await orderTexts(page)).toEqual(expected);
}

/** Picks a choice of a matching or categorise select: its list opens below it. */
async function choose(page: Page, select: string, choice: string) {
  await player(page).getByRole('combobox', { name: select }).click();
  await page.getByRole('listbox').getByRole('option', { name: choice, exact: true }).click();
  await expect(player(page).getByRole('combobox', { name: select })).toHaveText(choice);
}

/** Answers the question on screen rightly with the type's gestures. */
async function answerRightly(page: Page, type: QuestionType, language: Language) {
  const q = player(page);
  switch (type) {
    case 'multiple_choice':
      await q.getByRole('radio', { name: 'Jakarta' }).check();
      break;
    case 'exact_value':
      await q.getByRole('textbox').fill('42');
      break;
    case 'categorise':
      await choose(page, 'Apel', 'Buah');
      await choose(page, 'Wortel', 'Sayur');
      await choose(page, 'Mangga', 'Buah');
      await expect(q.getByTestId(/^category-/).filter({ hasText: 'Buah' })).toContainText('Mangga');
      break;
    case 'correct_order':
      await sortByKeyboard(page, ['Satu', 'Dua', 'Tiga'], language);
      break;
    case 'grouped_choices':
      await q.getByRole('radiogroup', { name: 'Langit biru?' }).getByRole('radio', { name: 'Ya' }).check();
      await q.getByRole('radiogroup', { name: 'Rumput merah?' }).getByRole('radio', { name: 'Tidak' }).check();
      break;
    case 'matching_choices':
      await choose(page, 'Kucing', 'Meong');
      await choose(page, 'Anjing', 'Guk');
      break;
    case 'true_or_false':
      await q.getByRole('button', { name: words[language].true, exact: true }).click();
      await expect(q.getByRole('button', { name: words[language].true, exact: true })).toHaveAttribute('aria-pressed', 'true');
      break;
  }
}

const stems: Record<QuestionType, string> = {
  multiple_choice: 'Apa ibu kota Indonesia?',
  exact_value: 'Berapa hasil 6 × 7?',
  categorise: 'Kelompokkan bahan makanan berikut.',
  correct_order: 'Urutkan dari yang terkecil.',
  grouped_choices: 'Jawab setiap pertanyaan.',
  matching_choices: 'Pasangkan hewan dengan suaranya.',
  true_or_false: 'Matahari terbit dari timur.',
};

/** Opens the preview and answers every question rightly; the true/false one gets a wrong try first. */
async function answerEveryType(learner: Page, path: string, language: Language) {
  await learner.goto(path);
  // The topic has pages: the lessons come first, with the page's table and math.
  const lessons = learner.getByTestId('preview-lessons');
  await expect(lessons.getByRole('heading', { name: 'Ibu kota dan peta' })).toBeVisible();
  await expect(lessons.getByRole('table')).toBeVisible();
  await shot(learner, `preview-lesson-${language}`);
  await lessons.getByRole('navigation').getByRole('button').last().click();

  for (const [index, type] of TYPES.entries()) {
    await expect(learner.getByTestId('preview-position')).toHaveText(language === 'en' ? `${index + 1} of 7` : `${index + 1} dari 7`);
    await expect(player(learner)).toContainText(stems[type]);
    if (type === 'multiple_choice') {
      await expect(learner.getByTestId('player-passage')).toContainText('Jakarta dulu bernama Batavia');
    }
    if (type === 'true_or_false') {
      // A wrong answer first: marked wrong, then tried again.
      await player(learner).getByRole('button', { name: words[language].false, exact: true }).click();
      await check(learner, language, 'incorrect');
      await expect(player(learner).getByTestId('part-mark')).toHaveAttribute('data-right', 'false');
      await expect(player(learner).getByTestId('part-mark')).toHaveText(words[language].wrong);
      await shot(learner, `preview-wrong-${language}`);
      await player(learner).getByRole('button', { name: words[language].tryAgain, exact: true }).click();
      await expect(result(learner)).toHaveCount(0);
    }
    await answerRightly(learner, type, language);
    await check(learner, language, 'correct');
    const marks = player(learner).getByTestId('part-mark');
    await expect(marks.first()).toBeVisible();
    for (const mark of await marks.all()) await expect(mark).toHaveAttribute('data-right', 'true');
    await shot(learner, `preview-${type.replace(/_/g, '-')}-${language}`);
    if (index < TYPES.length - 1) await next(learner);
  }
}

test('a student answers each of the seven types in the preview and is checked (English)', async ({ page, browser, baseURL }) => {
  await login(page, demo.editor);
  const topicId = await sevenTypesTopic(page);
  const path = await previewPathFromTopic(page, topicId);
  const { context, page: learner } = await privateWindow(browser, baseURL);
  try {
    await answerEveryType(learner, path, 'en');
    // Back with Previous: each question is as it was left, answered and checked.
    const previous = () => learner.getByTestId('preview-questions').getByRole('navigation').getByRole('button').first().click();
    const q = player(learner);
    for (let back = TYPES.length - 1; back > TYPES.indexOf('categorise'); back--) {
      await previous();
      await expect(learner.getByTestId('preview-position')).toHaveText(`${back} of 7`);
      await expect(q).toContainText(stems[TYPES[back - 1]!]);
      await expect(result(learner)).toHaveText(/^Correct/);
      await expect(q.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
      if (TYPES[back - 1] === 'matching_choices') {
        await expect(q.getByRole('combobox', { name: 'Kucing' })).toHaveText('Meong');
        await expect(q.getByRole('combobox', { name: 'Anjing' })).toHaveText('Guk');
        await shot(learner, 'preview-previous-kept-en');
      }
      if (TYPES[back - 1] === 'grouped_choices') await expect(q.getByRole('radiogroup', { name: 'Langit biru?' }).getByRole('radio', { name: 'Ya' })).toBeChecked();
      if (TYPES[back - 1] === 'correct_order') expect(await orderTexts(learner)).toEqual(['SatuRight', 'DuaRight', 'TigaRight']);
    }
    await expect(q).toContainText(stems.categorise);
    await expect(q.getByRole('combobox', { name: 'Mangga' })).toHaveText('Buah');
    // And forward again: the ordering question still sorted and checked.
    await next(learner);
    await expect(learner.getByTestId('preview-position')).toHaveText('4 of 7');
    expect(await orderTexts(learner)).toEqual(['SatuRight', 'DuaRight', 'TigaRight']); // each row with its mark
    await expect(result(learner)).toHaveText(/^Correct/);
    await previous();
    await expect(learner.getByTestId('preview-position')).toHaveText('3 of 7');

    // A wrong categorisation (after "Try again") is marked per item.
    await q.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(result(learner)).toHaveCount(0);
    await choose(learner, 'Apel', 'Sayur');
    await choose(learner, 'Wortel', 'Sayur');
    await choose(learner, 'Mangga', 'Buah');
    await check(learner, 'en', 'incorrect');
    await expect(q.getByTestId('part-mark').filter({ hasText: 'Wrong' })).toHaveCount(1);
    await expect(q.getByTestId('part-mark').filter({ hasText: 'Right' })).toHaveCount(2);
    await expect(result(learner)).toContainText('2 of 3 parts right');
    await shot(learner, 'preview-categorise-wrong-en');
  } finally {
    await context.close();
  }
});

test('the same in Indonesian', async ({ page, browser, baseURL }) => {
  await login(page, demo.editor);
  const topicId = await sevenTypesTopic(page);
  const path = await previewPathFromTopic(page, topicId, 'id');
  const { context, page: learner } = await privateWindow(browser, baseURL);
  try {
    await answerEveryType(learner, path, 'id');
  } finally {
    await context.close();
  }
});

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `${where}: ${scrollWidth} > ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
}

/** The stepper's buttons show their whole labels (none cut off, as "Previou" once was). */
async function expectStepperLabelsWhole(page: Page, where: string) {
  const labels = page.getByRole('navigation').locator('.mantine-Button-label');
  await expect(labels.first()).toBeVisible();
  for (const label of await labels.all()) {
    const { scrollWidth, clientWidth, text } = await label.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, text: el.textContent }));
    expect(scrollWidth, `${where}: "${text}" is cut off`).toBeLessThanOrEqual(clientWidth);
  }
}

test('on a phone-sized screen the preview is usable and never scrolls sideways', async ({ page, browser, baseURL }) => {
  await login(page, demo.editor);
  const topicId = await sevenTypesTopic(page);
  const path = await previewPathFromTopic(page, topicId);
  const { context, page: phone } = await privateWindow(browser, baseURL, { width: 375, height: 812 });
  try {
    await phone.goto(path);
    await expect(phone.getByTestId('preview-lessons').getByRole('heading', { name: 'Ibu kota dan peta' })).toBeVisible();
    await expectNoSidewaysScroll(phone, 'lesson');
    await expectStepperLabelsWhole(phone, 'lesson');
    await shot(phone, 'preview-phone-lesson-en');
    await phone.getByTestId('preview-lessons').getByRole('navigation').getByRole('button').last().click();
    for (const [index, type] of TYPES.entries()) {
      await expect(phone.getByTestId('preview-position')).toHaveText(`${index + 1} of 7`);
      await expect(player(phone)).toContainText(stems[type]);
      await expectNoSidewaysScroll(phone, type);
      // A touch screen is told the finger's gesture, not only the keyboard's.
      if (type === 'correct_order') await expect(phone.getByTestId('order-help')).toContainText('touch the handle at the left of an item and drag it');
      if (type === 'multiple_choice' || type === 'matching_choices' || type === 'correct_order') {
        await answerRightly(phone, type, 'en');
        await check(phone, 'en', 'correct');
        await expectNoSidewaysScroll(phone, `${type} checked`);
        await shot(phone, `preview-phone-${type.replace(/_/g, '-')}-en`);
      }
      if (index < TYPES.length - 1) await next(phone);
    }
    await expectStepperLabelsWhole(phone, 'last question');

    // In Indonesian too: the lesson's stepper, and a true/false answer with its mark.
    const idPath = await previewPathFromTopic(page, topicId, 'id');
    await phone.goto(idPath);
    await expect(phone.getByTestId('preview-lessons').getByRole('heading', { name: 'Ibu kota dan peta' })).toBeVisible();
    await expectNoSidewaysScroll(phone, 'lesson (id)');
    await expectStepperLabelsWhole(phone, 'lesson (id)');
    await shot(phone, 'preview-phone-lesson-id');
    await phone.getByTestId('preview-lessons').getByRole('navigation').getByRole('button', { name: 'Ke Soal' }).click();
    for (let i = 1; i < TYPES.length; i++) {
      await expect(phone.getByTestId('preview-position')).toHaveText(`${i} dari 7`);
      await next(phone);
    }
    await expect(player(phone)).toContainText(stems.true_or_false);
    await player(phone).getByRole('button', { name: words.id.false, exact: true }).click();
    await check(phone, 'id', 'incorrect');
    await expect(player(phone).getByTestId('part-mark')).toHaveText(words.id.wrong);
    await expectNoSidewaysScroll(phone, 'true or false (id)');
    await shot(phone, 'preview-phone-true-or-false-id');
  } finally {
    await context.close();
  }
});

/** A topic with no pages: a matching and a categorise question whose choices are math. */
async function mathChoicesTopic(page: Page): Promise<number> {
  const { topicId } = await createTopicThroughApi(page, { course: `Pratinjau rumus ${Date.now()}`, unit: 'Eksponen', topic: 'Sifat eksponen' });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'matching_choices',
    content_html: '<p>Pasangkan setiap bentuk dengan hasilnya.</p>',
    points: 1,
    premises: [
      { key: 'p1', content: '<p>[%a^m \\times a^n%]</p>' },
      { key: 'p2', content: '<p>[%(a^m)^n%]</p>' },
      { key: 'p3', content: '<p>[%\\frac{a^m}{a^n}%]</p>' },
    ],
    responses: [
      { key: 'r1', content: '<p>[%a^{m+n}%]</p>', premise_key: 'p1' },
      { key: 'r2', content: '<p>[%a^{mn}%]</p>', premise_key: 'p2' },
      { key: 'r3', content: '<p>[%a^{m-n}%]</p>', premise_key: 'p3' },
    ],
  });
  await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'categorise',
    content_html: '<p>Kelompokkan menurut tandanya.</p>',
    points: 1,
    categories: [
      { key: 'c1', name: 'Positif: [%x > 0%]' },
      { key: 'c2', name: 'Negatif: [%x < 0%]' },
    ],
    answers: [text('a', '[%x = 2^3%]', { category_key: 'c1' }), text('b', '[%x = -\\frac{1}{2}%]', { category_key: 'c2' })],
  });
  return topicId;
}

/** The open list's choice whose formula is `latex`. */
const optionWith = (page: Page, latex: string) => page.getByRole('listbox').getByRole('option').filter({ has: page.locator(`[data-latex="${latex}"]`) });

for (const language of ['en', 'id'] as const) {
  test(`matching and categorise choices show their math as the stems do (${language}), wide and on a phone`, async ({ page, browser, baseURL }) => {
    await login(page, demo.editor);
    const topicId = await mathChoicesTopic(page);
    const path = await previewPathFromTopic(page, topicId, language);
    for (const viewport of [null, { width: 375, height: 812 }]) {
      const size = viewport ? 'phone' : 'wide';
      const { context, page: learner } = await privateWindow(browser, baseURL, viewport ?? undefined);
      try {
        await learner.goto(path);
        const q = player(learner);
        await expect(q).toContainText('Pasangkan setiap bentuk dengan hasilnya.');
        const selects = q.getByRole('combobox');
        await expect(selects).toHaveCount(3);
        await selects.nth(0).click();
        const choices = learner.getByRole('listbox').getByRole('option');
        await expect(choices).toHaveCount(4);
        // "Choose a match", then the three responses, each a KaTeX formula, never its source.
        for (let i = 1; i < 4; i++) await expect(choices.nth(i).locator('.katex')).toBeVisible();
        await shot(learner, `preview-matching-math-open-${language}-${size}`);
        await optionWith(learner, 'a^{m+n}').click();
        await expect(selects.nth(0).locator('.katex')).toBeVisible();
        for (const [i, latex] of [[1, 'a^{mn}'], [2, 'a^{m-n}']] as const) {
          await selects.nth(i).click();
          await optionWith(learner, latex).click();
          await expect(selects.nth(i).locator(`[data-latex="${latex}"] .katex`)).toBeVisible();
        }
        await check(learner, language, 'correct');
        await expectNoSidewaysScroll(learner, `matching (${language}, ${size})`);
        await shot(learner, `preview-matching-math-${language}-${size}`);

        await next(learner);
        await expect(q).toContainText('Kelompokkan menurut tandanya.');
        const items = q.getByRole('combobox');
        await expect(items).toHaveCount(2);
        await items.nth(0).click();
        const categories = learner.getByRole('listbox').getByRole('option');
        await expect(categories).toHaveCount(3);
        await expect(categories.nth(1).locator('.katex')).toBeVisible();
        await expect(categories.nth(2).locator('.katex')).toBeVisible();
        await shot(learner, `preview-categorise-math-open-${language}-${size}`);
        // Which item comes first is the topic's own order (it does not shuffle answers): 2³ is positive.
        await optionWith(learner, 'x > 0').click();
        await items.nth(1).click();
        await optionWith(learner, 'x < 0').click();
        await expect(items.nth(0).locator('[data-latex="x > 0"] .katex')).toBeVisible();
        await expect(q.getByTestId(/^category-/).first().locator('.katex').first()).toBeVisible();
        await check(learner, language, 'correct');
        await expectNoSidewaysScroll(learner, `categorise (${language}, ${size})`);
        await shot(learner, `preview-categorise-math-${language}-${size}`);
      } finally {
        await context.close();
      }
    }
  });
}
