// Pages (chapters) and passages as a teacher edits them: a text page with a formula and bold
// text that survives a reload, a video page from a YouTube link with its preview, autosave
// after a pause with the indicator saying so, two tabs on the same page ending in the
// conflict dialog with nothing lost, and the question before leaving unsaved work.
// Screenshots of the text page, video page and passage editors and of the conflict dialog,
// in English and Indonesian.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, shot } from './helpers.ts';

const titleField = (page: Page) => page.getByRole('textbox', { name: /Page title|Judul halaman/ });
const contentArea = (page: Page) => page.getByRole('textbox', { name: /^(Content|Isi)/ });
const indicator = (page: Page) => page.getByTestId('save-indicator');

test('a text page with a formula and bold text, then a video page, survive a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'Matematika Kelas 9', unit: 'Aljabar', topic: 'Persamaan kuadrat' })).topicId;

  await page.goto(`/en/topics/${topicId}/chapters/new?type=text`);
  await expect(page.getByTestId('editor-kind')).toHaveText('Text page');
  await expect(page.getByTestId('editor-location')).toContainText('Aljabar');
  await expect(page.getByTestId('editor-location')).toContainText('Persamaan kuadrat');
  await titleField(page).fill('Bentuk umum persamaan kuadrat');
  await contentArea(page).click();
  await page.keyboard.type('Persamaan kuadrat memuat suku [%x^2%] dan ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('koefisien a tidak nol');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await page.getByTestId('editor-save').click();
  // The first save creates the page and moves to its own address.
  await expect(page).toHaveURL(/\/en\/chapters\/\d+$/);
  await expect(indicator(page)).toContainText('Saved!');
  const pageUrl = page.url();

  await page.reload();
  await expect(titleField(page)).toHaveValue('Bentuk umum persamaan kuadrat');
  const content = contentArea(page);
  await expect(content.locator('strong')).toHaveText('koefisien a tidak nol');
  // The formula is a rendered math node again (KaTeX), not loose text.
  await expect(content.locator('.katex').first()).toBeVisible();
  await expect(content).toContainText('Persamaan kuadrat memuat suku');
  const stored = await (await page.request.get(`/content/chapters/${pageUrl.split('/').pop()}`)).json();
  expect(stored.content).toContain('[%x^2%]');
  expect(stored.content).toMatch(/<strong>koefisien a tidak nol<\/strong>/);
  await shot(page, 'page-editor-text-en');

  // A video page from a full YouTube link: previewed, stored as scheme:identifier. The test
  // machine is offline, so the player frame is answered by a stand-in page.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\/embed\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<body style="margin:0;height:100vh;display:grid;place-items:center;background:#0f0f0f;color:#f1f1f1;font:15px sans-serif">YouTube player · ${new URL(route.request().url()).pathname.split('/').pop()}</body>`,
    }),
  );
  await page.goto(`/en/topics/${topicId}/chapters/new?type=video`);
  await expect(page.getByTestId('editor-kind')).toHaveText('Video page');
  await titleField(page).fill('Tonton: menyelesaikan dengan rumus ABC');
  await page.getByTestId('video-url').fill('https://vimeo.com/76979871');
  await expect(page.getByText(/Enter a YouTube, Brightcove or Pena video/)).toBeVisible();
  await expect(page.getByTestId('editor-save')).toBeDisabled();
  await page.getByTestId('video-url').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.getByTestId('video-preview').locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await page.getByRole('textbox', { name: /Description/ }).fill('Perhatikan langkah melengkapkan kuadrat sempurna.');
  await page.getByRole('textbox', { name: /Duration/ }).fill('6:45');
  await page.getByTestId('editor-save').click();
  await expect(page).toHaveURL(/\/en\/chapters\/\d+$/);
  await expect(indicator(page)).toContainText('Saved!');
  await page.reload();
  await expect(page.getByTestId('video-url')).toHaveValue('youtube:dQw4w9WgXcQ');
  await expect(page.getByRole('textbox', { name: /Duration/ })).toHaveValue('6:45');
  await expect(page.getByTestId('video-preview').locator('iframe')).toBeVisible();
  await shot(page, 'page-editor-video-en');

  await page.goto(page.url().replace('/en/', '/id/'));
  await expect(page.getByTestId('editor-kind')).toHaveText('Halaman video');
  await shot(page, 'page-editor-video-id');
  await page.goto(pageUrl.replace('/en/', '/id/'));
  await expect(page.getByTestId('editor-kind')).toHaveText('Halaman teks');
  await expect(contentArea(page).locator('.katex').first()).toBeVisible();
  await shot(page, 'page-editor-text-id');
  // On a small laptop or tablet the header's actions wrap instead of running off the screen.
  await page.setViewportSize({ width: 800, height: 820 });
  await expect(page.getByTestId('editor-next')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  await page.setViewportSize({ width: 1366, height: 820 });

  // Next walks the topic in order: the text page, then the video page, then back to the topic.
  await page.getByTestId('editor-next').click();
  await expect(page.getByTestId('editor-kind')).toHaveText('Halaman video');
  await page.getByTestId('editor-next').click();
  await expect(page).toHaveURL(new RegExp(`/id/topics/${topicId}$`));
});

test('autosave after a pause, two tabs end in the conflict dialog, and leaving asks', async ({ page, context }) => {
  test.setTimeout(120_000);
  await login(page, demo.editor);
  const session = await (await page.request.get('/users/show_current')).json();
  expect(session.user.autosave_effective).toBe(true);
  const topicId = (await createTopicThroughApi(page, { course: 'Fisika Kelas 10', unit: 'Gerak', topic: 'Gerak lurus' })).topicId;
  const chapter = await apiPost(page, '/content/chapters', {
    topic_id: topicId,
    type: 'text',
    title: 'Kecepatan',
    content: '<p>Kecepatan adalah perpindahan per satuan waktu.</p>',
    sections: [],
  });

  // Autosave: no click, the indicator says Saved! a few seconds after typing stops.
  await page.goto(`/en/chapters/${chapter.id}`);
  await titleField(page).fill('Kecepatan dan kelajuan');
  await expect(indicator(page)).toContainText('Unsaved changes');
  await expect(indicator(page)).toContainText('Saved!', { timeout: 10_000 });
  await expect(indicator(page)).toContainText(/Last saved today at/);
  expect((await (await page.request.get(`/content/chapters/${chapter.id}`)).json()).title).toBe('Kecepatan dan kelajuan');

  // Two tabs on the same page: the first saves, the second's save shows both versions.
  const second = await context.newPage();
  await second.goto(`/en/chapters/${chapter.id}`);
  await expect(titleField(second)).toHaveValue('Kecepatan dan kelajuan');
  await contentArea(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Satuannya meter per sekon.');
  await page.getByTestId('editor-save').click();
  await expect(indicator(page)).toContainText('Saved!');

  await contentArea(second).click();
  await second.keyboard.press('Control+End');
  await second.keyboard.type(' Contoh: mobil melaju 20 m/s.');
  await second.getByTestId('editor-save').click();
  const dialog = second.getByRole('dialog', { name: 'Someone else saved a newer version' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-mine')).toContainText('Contoh: mobil melaju 20 m/s.');
  await expect(dialog.getByTestId('conflict-theirs')).toContainText('Satuannya meter per sekon.');
  await expect(indicator(second)).toContainText('Not saved');
  // Fully shown (the modal fades in: visible from its first, transparent frame).
  await expect(dialog).toHaveCSS('opacity', '1');
  await shot(second, 'page-conflict-en');
  // Nothing was overwritten behind the teacher's back.
  expect((await (await page.request.get(`/content/chapters/${chapter.id}`)).json()).content).not.toContain('Contoh');

  await dialog.getByRole('button', { name: 'Keep my version' }).click();
  await expect(dialog).toBeHidden();
  await expect(indicator(second)).toContainText('Saved!');
  const stored = (await (await page.request.get(`/content/chapters/${chapter.id}`)).json()) as { content: string };
  expect(stored.content).toContain('Contoh: mobil melaju 20 m/s.');

  // The same in Indonesian: the first tab is now behind and gets the dialog.
  await page.goto(`/id/chapters/${chapter.id}`);
  await second.reload();
  await contentArea(second).click();
  await second.keyboard.press('Control+End');
  await second.keyboard.type(' Kelajuan tidak memiliki arah.');
  await second.getByTestId('editor-save').click();
  await expect(indicator(second)).toContainText('Saved!');
  await contentArea(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Kecepatan adalah besaran vektor.');
  await page.getByTestId('editor-save').click();
  const dialogId = page.getByRole('dialog', { name: 'Orang lain telah menyimpan versi yang lebih baru' });
  await expect(dialogId.getByTestId('conflict-mine')).toContainText('besaran vektor');
  await expect(dialogId.getByTestId('conflict-theirs')).toContainText('Kelajuan tidak memiliki arah.');
  await expect(dialogId).toHaveCSS('opacity', '1');
  await shot(page, 'page-conflict-id');
  await dialogId.getByRole('button', { name: 'Gunakan versi tersimpan' }).click();
  await expect(dialogId).toBeHidden();
  await expect(contentArea(page)).toContainText('Kelajuan tidak memiliki arah.');
  await expect(contentArea(page)).not.toContainText('besaran vektor');
  await second.close();

  // Leaving with unsaved changes asks (the logo back link), and Stay keeps the work.
  await page.goto(`/en/chapters/${chapter.id}`);
  const session2 = await (await page.request.get('/users/show_current')).json();
  expect(session2.user.id).toBe(session.user.id);
  await titleField(page).fill('Kecepatan, kelajuan dan percepatan');
  await page.getByTestId('editor-back').click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(titleField(page)).toHaveValue('Kecepatan, kelajuan dan percepatan');
  // Closing the tab asks the browser's own question.
  const beforeUnload = new Promise<string>((resolve) => page.once('dialog', (d) => {
    resolve(d.type());
    void d.dismiss();
  }));
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe('beforeunload');
});

test('a passage with its linked questions, in both languages', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'Bahasa Indonesia Kelas 8', unit: 'Teks eksposisi', topic: 'Membaca pemahaman' })).topicId;
  const passage = await apiPost(page, '/map/passages', {
    topic_id: topicId,
    title: 'Siklus air',
    content_html:
      '<p>Air di laut, danau dan sungai menguap karena panas matahari. Uap air naik, mendingin dan mengembun menjadi awan.</p><p>Ketika titik-titik air di awan menjadi berat, air jatuh kembali sebagai hujan. Sebagian meresap ke tanah, sebagian mengalir kembali ke laut.</p>',
    sections: [],
  });
  for (const [text, key] of [
    ['Mengapa air laut menguap?', 'a'],
    ['Apa yang terjadi ketika uap air mendingin?', 'b'],
  ]) {
    await apiPost(page, '/map/questions', {
      topic_id: topicId,
      type: 'multiple_choice',
      content_html: `<p>${text}</p>`,
      points: 1,
      passage_id: passage.id,
      answers: [
        { key, content: '<p>Karena panas matahari</p>', answer_type: 'text', correct: true },
        { key: 'z', content: '<p>Karena angin</p>', answer_type: 'text', correct: false },
      ],
    });
  }

  await page.goto(`/en/passages/${passage.id}`);
  await expect(page.getByTestId('editor-kind')).toHaveText('Passage');
  const linked = page.getByTestId('linked-questions');
  await expect(linked.getByRole('link')).toHaveCount(2);
  await expect(linked).toContainText('Mengapa air laut menguap?');
  await page.getByRole('textbox', { name: /^Passage text/ }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Proses ini terus berulang.');
  await page.getByTestId('editor-save').click();
  await expect(indicator(page)).toContainText('Saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Passage text/ })).toContainText('Proses ini terus berulang.');
  await shot(page, 'passage-editor-en');
  await page.goto(`/id/passages/${passage.id}`);
  await expect(page.getByTestId('editor-kind')).toHaveText('Bacaan');
  await expect(page.getByTestId('linked-questions')).toContainText('Soal yang memakai bacaan ini');
  await shot(page, 'passage-editor-id');
});
