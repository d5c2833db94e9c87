// Version history as two teachers live it: Dewi (editor) and Budi (publisher) edit a page and
// a question in turn, each in their own browser; Budi compares Dewi's earlier version with
// what is there now, sees exactly what changed, and restores it; the course's activity lists
// every step with its author. In English and in Indonesian.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, shot } from './helpers.ts';

const words = {
  en: {
    saved: 'Saved!',
    content: /^Content/,
    question: 'Question',
    answerB: 'Answer b',
    restore: 'Restore version',
    close: 'Close',
    edited: 'Edited',
    page: 'page',
    question_: 'question',
    did: { created: 'created', edited: 'edited', restored: 'restored an earlier version of' },
  },
  id: {
    saved: 'Tersimpan!',
    content: /^Isi/,
    question: 'Soal',
    answerB: 'Jawaban b',
    restore: 'Pulihkan versi',
    close: 'Tutup',
    edited: 'Diedit',
    page: 'halaman',
    question_: 'soal',
    did: { created: 'membuat', edited: 'mengubah', restored: 'memulihkan versi sebelumnya dari' },
  },
} as const;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return page;
}

/** Replaces a rich field's text with `text` (or types after what is there, with `append`). */
async function write(page: Page, box: ReturnType<Page['getByRole']>, text: string, append = false) {
  await box.click();
  await page.keyboard.press(append ? 'ControlOrMeta+End' : 'ControlOrMeta+A');
  await page.keyboard.type(text);
}

for (const language of ['en', 'id'] as const) {
  const w = words[language];

  test(`two teachers edit a page and a question in turn; one restores the other's version, compared first, and the feed tells each step (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const dewi = await signedIn(browser, demo.editor);
    const budi = await signedIn(browser, demo.publisher);
    const { courseId, topicId } = await createTopicThroughApi(dewi, { course: `Riwayat ${language} ${Date.now()}`, unit: 'Biologi', topic: 'Tumbuhan' });
    const chapter = await apiPost(dewi, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Akar', content: '<p>Akar menyerap air.</p>' });
    const question = await apiPost(dewi, '/map/questions', {
      topic_id: topicId,
      type: 'multiple_choice',
      content_html: '<p>Apa fungsi akar?</p>',
      points: 1,
      answers: [
        { key: 'a', content: '<p>Menyerap air</p>', answer_type: 'text', correct: true },
        { key: 'b', content: '<p>Membuat makanan</p>', answer_type: 'text' },
      ],
    });

    // Dewi adds a sentence to the page; then Budi rewrites it.
    const contentOf = (page: Page) => page.getByRole('textbox', { name: w.content });
    await dewi.goto(`/${language}/chapters/${chapter.id}`);
    await write(dewi, contentOf(dewi), ' Batang mengangkut air.', true);
    await expect(dewi.getByTestId('save-indicator')).toContainText(w.saved, { timeout: 15_000 });
    await budi.goto(`/${language}/chapters/${chapter.id}`);
    await expect(contentOf(budi)).toContainText('Batang mengangkut air.');
    await write(budi, contentOf(budi), 'Daun membuat makanan.');
    await expect(budi.getByTestId('save-indicator')).toContainText(w.saved, { timeout: 15_000 });

    // Dewi sharpens the question's stem; then Budi changes answer b.
    const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
    await dewi.goto(`/${language}/questions/${question.id}`);
    await write(dewi, box(dewi, w.question), 'Apa fungsi akar tumbuhan?');
    await dewi.getByTestId('question-save').click();
    await expect(dewi.getByTestId('save-indicator').first()).toContainText(w.saved);
    await budi.goto(`/${language}/questions/${question.id}`);
    await expect(box(budi, w.question)).toHaveText('Apa fungsi akar tumbuhan?');
    await write(budi, box(budi, w.answerB), 'Menyimpan cadangan makanan');
    await budi.getByTestId('question-save').click();
    await expect(budi.getByTestId('save-indicator').first()).toContainText(w.saved);

    // Budi opens the page's history: his edit, Dewi's, and the page as Dewi created it.
    await budi.goto(`/${language}/chapters/${chapter.id}`);
    await budi.getByTestId('history-button').click();
    const panel = budi.getByTestId('history-panel');
    const rows = panel.getByTestId('version-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Budi Santoso');
    await expect(rows.nth(1)).toContainText('Dewi Lestari');
    await expect(rows.nth(1)).toContainText(w.edited);
    await shot(budi, `history-panel-${language}`);

    // Dewi's version against the draft: her sentences deleted, Budi's inserted, nothing else.
    await rows.nth(1).getByRole('checkbox').check();
    await panel.getByTestId('compare-versions').click();
    const compare = budi.getByTestId('compare-view');
    await expect(compare).toBeVisible();
    // The legend's sample marks show at once; the changed field's come once both versions are read.
    const changed = compare.locator('[data-testid="compare-field"][data-changed="true"]');
    await expect(changed.locator('del').first()).toBeVisible();
    const deleted = (await changed.locator('del').allTextContents()).join(' ');
    const inserted = (await changed.locator('ins').allTextContents()).join(' ');
    for (const word of ['Akar', 'Batang', 'mengangkut']) expect(deleted).toContain(word);
    for (const word of ['Daun', 'membuat', 'makanan']) expect(inserted).toContain(word);
    expect(inserted).not.toContain('Batang');
    await shot(budi, `history-compare-${language}`);
    await compare.getByRole('button', { name: w.close }).click();
    await expect(compare).toBeHidden();

    // Restoring Dewi's version puts her text back in the editor, as a new version on top.
    await rows.nth(1).getByTestId('restore-version').click();
    await budi.getByRole('button', { name: w.restore, exact: true }).click();
    await expect(contentOf(budi)).toHaveText('Akar menyerap air. Batang mengangkut air.');
    // The panel closes on the editor with the restored text; opened again, the restore is on top.
    await expect(panel).toBeHidden();
    await budi.getByTestId('history-button').click();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toHaveAttribute('data-kind', 'restored');
    const page = (await (await budi.request.get(`/content/chapters/${chapter.id}`)).json()) as { content: string };
    expect(page.content).toBe('<p>Akar menyerap air. Batang mengangkut air.</p>');

    // The question: Dewi's version against Budi's shows answer b changed and the stem the same.
    await budi.goto(`/${language}/questions/${question.id}`);
    await budi.getByTestId('history-button').click();
    const questionRows = budi.getByTestId('history-panel').getByTestId('version-row');
    await expect(questionRows).toHaveCount(3);
    await questionRows.nth(0).getByRole('checkbox').check();
    await questionRows.nth(1).getByRole('checkbox').check();
    await budi.getByTestId('history-panel').getByTestId('compare-versions').click();
    const fields = budi.getByTestId('compare-view');
    const changedFields = fields.locator('[data-testid="compare-field"][data-changed="true"]');
    await expect(changedFields.locator('del').first()).toBeVisible();
    // Answer b: "Membuat makanan" became "Menyimpan cadangan makanan", word by word.
    expect((await changedFields.locator('del').allTextContents()).join(' ')).toContain('Membuat');
    expect((await changedFields.locator('ins').allTextContents()).join(' ')).toContain('Menyimpan cadangan');
    expect((await changedFields.locator('ins, del').allTextContents()).join(' ')).not.toContain('fungsi');
    await shot(budi, `history-compare-question-${language}`);
    await fields.getByRole('button', { name: w.close }).click();
    await expect(fields).toBeHidden();
    await questionRows.nth(1).getByTestId('restore-version').click();
    await budi.getByRole('button', { name: w.restore, exact: true }).click();
    await expect(box(budi, w.answerB)).toHaveText('Membuat makanan');

    // The course's activity: every step, newest first, with who did it.
    await budi.goto(`/${language}/courses/${courseId}/activity`);
    const feed = budi.getByTestId('activity-row');
    const stem = 'Apa fungsi akar tumbuhan?';
    const expected: [string, string][] = [
      ['Budi Santoso', `${w.did.restored} ${w.question_} ‘${stem}’`],
      ['Budi Santoso', `${w.did.restored} ${w.page} ‘Akar’`],
      ['Budi Santoso', `${w.did.edited} ${w.question_} ‘${stem}’`],
      ['Dewi Lestari', `${w.did.edited} ${w.question_} ‘${stem}’`],
      ['Budi Santoso', `${w.did.edited} ${w.page} ‘Akar’`],
      ['Dewi Lestari', `${w.did.edited} ${w.page} ‘Akar’`],
      ['Dewi Lestari', `${w.did.created} ${w.question_} ‘Apa fungsi akar?’`],
      ['Dewi Lestari', `${w.did.created} ${w.page} ‘Akar’`],
    ];
    await expect(feed.first()).toContainText(expected[0]![1]);
    const lines = (await feed.allTextContents()).slice(0, expected.length);
    expect(lines.length).toBe(expected.length);
    lines.forEach((line, i) => {
      expect(line).toContain(expected[i]![0]);
      expect(line).toContain(expected[i]![1]);
    });
    await shot(budi, `activity-feed-${language}`);

    await dewi.context().close();
    await budi.context().close();
  });
}
