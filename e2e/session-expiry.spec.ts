// A session that ends mid-work (spec §2 "Login screen": the expiry message): the next request
// of any kind (an autosave, a page's read) answers 401, and the login screen takes the page's
// place at the same address with the message, never "Something went wrong". What the teacher
// typed is kept (the editors' local copy) and is back, and saved, after logging in again. The
// session is ended from outside the page, as an expiry would: another client logs the same
// session out (the server forgets it) while the page keeps its cookies.
import { expect, request, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, apiPost, createTopicThroughApi, demo, fillLogin, login } from './helpers.ts';
import { shotsWideAndPhone } from './screens.ts';

test.describe.configure({ timeout: 90_000 });

const words = {
  en: { heading: 'Log in to Pena', expired: 'Your session has expired. Please log in again.', textPage: 'Text page', title: 'Page title' },
  id: { heading: 'Masuk ke Pena', expired: 'Sesi Anda telah berakhir. Silakan masuk kembali.', textPage: 'Halaman teks', title: 'Judul halaman' },
} as const;

/** The server forgets the page's session (logged out by another client); the page still holds its cookies. */
async function endSessionElsewhere(page: Page) {
  const other = await request.newContext({ baseURL: test.info().project.use.baseURL, storageState: await page.context().storageState() });
  expect((await other.delete('/map/auth')).status()).toBe(204);
  await other.dispose();
}

async function expectExpiredLogin(page: Page, language: 'en' | 'id', path: RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[language].heading);
  await expect(page.getByTestId('login-message')).toHaveText(words[language].expired);
  await expect(page).toHaveURL(path);
  await expect(page.getByTestId('error-page-unknownError')).toHaveCount(0);
}

test('an autosave after the session ended leads to the login screen with the expiry message; the page’s unsaved text is back and saved after logging in', async ({ page }) => {
  await login(page, demo.editor);
  const { topicId } = await createTopicThroughApi(page, { course: 'Fisika Kelas X', unit: 'Dinamika', topic: 'Hukum Newton' });
  const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Hukum Newton', content: '<p>Gaya dan gerak.</p>' });
  await page.goto(`/en/chapters/${chapter.id}`);
  const content = page.getByRole('textbox', { name: /^Content/ });
  await expect(content).toHaveText('Gaya dan gerak.');

  await endSessionElsewhere(page);
  await content.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Hukum pertama: kelembaman.');
  // The autosave (3 s after the last key) is refused: the login screen, here.
  await expectExpiredLogin(page, 'en', new RegExp(`/en/chapters/${chapter.id}$`));
  await shotsWideAndPhone(page, 'session-expired-login-en');

  await fillLogin(page, demo.editor, DEMO_PASSWORD);
  await expect(content).toHaveText('Gaya dan gerak. Hukum pertama: kelembaman.');
  await expect(page).toHaveURL(new RegExp(`/en/chapters/${chapter.id}$`));
  await shotsWideAndPhone(page, 'session-expired-restored-page-en');
  // Still unsaved work: the autosave stores it now, over the version it was made on.
  await expect
    .poll(async () => ((await (await page.request.get(`/content/chapters/${chapter.id}`)).json()) as { content: string }).content, { timeout: 30_000 })
    .toContain('Hukum pertama: kelembaman.');
});

test('a page that cannot be read after the session ended shows the login screen in Indonesian, and logging in opens it', async ({ page }) => {
  await login(page, demo.editor);
  const { topicId } = await createTopicThroughApi(page, { course: 'Kimia Kelas XI', unit: 'Stoikiometri', topic: 'Konsep Mol' });
  await page.goto(`/id/topics/${topicId}`);
  const newPage = page.getByTestId('pages-panel').getByRole('link', { name: words.id.textPage });
  await expect(newPage).toBeVisible();

  await endSessionElsewhere(page);
  await newPage.click();
  await expectExpiredLogin(page, 'id', new RegExp(`/id/topics/${topicId}/chapters/new\\?type=text$`));
  await shotsWideAndPhone(page, 'session-expired-login-id');

  await fillLogin(page, demo.editor, DEMO_PASSWORD, 'id');
  await expect(page.getByRole('textbox', { name: new RegExp(`^${words.id.title}`) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/id/topics/${topicId}/chapters/new\\?type=text$`));
});

test('the question editor’s unsaved change survives the session’s end and is saved after logging in (Indonesian)', async ({ page }) => {
  await login(page, demo.editor);
  const { topicId } = await createTopicThroughApi(page, { course: 'Biologi Kelas X', unit: 'Ekologi', topic: 'Rantai Makanan' });
  const question = await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Siapa produsen dalam rantai makanan?</p>',
    points: 1,
    answers: [
      { key: 'a', content: '<p>Tumbuhan</p>', answer_type: 'text', correct: true },
      { key: 'b', content: '<p>Elang</p>', answer_type: 'text' },
    ],
  });
  await page.goto(`/id/questions/${question.id}`);
  const stem = page.getByRole('textbox', { name: 'Soal', exact: true });
  await expect(stem).toHaveText('Siapa produsen dalam rantai makanan?');

  await endSessionElsewhere(page);
  await stem.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Pilih satu.');
  await expectExpiredLogin(page, 'id', new RegExp(`/id/questions/${question.id}$`));

  await fillLogin(page, demo.editor, DEMO_PASSWORD, 'id');
  await expect(stem).toHaveText('Siapa produsen dalam rantai makanan? Pilih satu.');
  await shotsWideAndPhone(page, 'session-expired-restored-question-id');
  await expect
    .poll(async () => ((await (await page.request.get(`/map/questions/${question.id}`)).json()) as { content_html: string }).content_html, { timeout: 30_000 })
    .toContain('Pilih satu.');
});
