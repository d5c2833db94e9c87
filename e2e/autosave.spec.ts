// The first autosave of a new item (spec §4: a new page is created by its first save) moves
// it to its own address without disturbing the teacher: the editor stays mounted, so an open
// equation dialog, what is typed in it, the caret and the undo history all survive the move.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login } from './helpers.ts';

const contentArea = (page: Page) => page.getByRole('textbox', { name: /^(Content|Isi)/ });
const mathValue = (page: Page) =>
  page.getByRole('dialog', { name: 'Insert equation' }).locator('math-field').evaluate((el) => (el as HTMLElement & { value: string }).value);

test('the first autosave of a new text page keeps the open equation dialog, the caret and the undo history', async ({ page }) => {
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await login(page, demo.editor);
  const session = await (await page.request.get('/users/show_current')).json();
  expect(session.user.autosave_effective).toBe(true);
  const topicId = (await createTopicThroughApi(page, { course: 'Matematika Kelas 8', unit: 'Geometri', topic: 'Teorema Pythagoras' })).topicId;

  await page.goto(`/en/topics/${topicId}`);
  await page.getByTestId('pages-panel').getByRole('link', { name: 'Text page' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/topics/${topicId}/chapters/new`));
  await page.getByRole('textbox', { name: /Page title/ }).fill('Teorema Pythagoras');
  const area = contentArea(page);
  await area.click();
  await page.keyboard.type('Sisi miring segitiga siku-siku:');

  // The equation editor opens and the teacher types slowly; the first save comes meanwhile.
  await page.getByRole('button', { name: 'Insert equation' }).click();
  const modal = page.getByRole('dialog', { name: 'Insert equation' });
  const field = modal.locator('math-field');
  await expect(field).toBeFocused();
  await field.pressSequentially('a^2+b^2', { delay: 150 });
  await expect(page).toHaveURL(/\/en\/chapters\/\d+$/, { timeout: 15_000 });
  const chapterId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // Still the same dialog, with what was typed, and typing goes on where it was.
  await expect(modal).toBeVisible();
  await expect(field).toBeFocused();
  await field.pressSequentially('=c^2', { delay: 150 });
  await expect.poll(() => mathValue(page)).toBe('a^2+b^2=c^2');
  await modal.getByRole('button', { name: 'Save equation' }).click();
  await expect(modal).toBeHidden();
  await expect(area.locator('.pena-math-node .katex')).toHaveCount(1);

  // The caret is right after the equation, not at the start of the page.
  await page.keyboard.type(' berlaku');
  await expect(area).toContainText(/^Sisi miring segitiga siku-siku:.*berlaku$/);
  await expect(page.getByTestId('save-indicator')).toContainText('Saved!', { timeout: 15_000 });
  const stored = (await (await page.request.get(`/content/chapters/${chapterId}`)).json()) as { content: string };
  expect(stored.content).toContain('[%a^2+b^2=c^2%]');

  // Undo takes back the last typing only, and the history from before the first save is still there.
  await page.keyboard.press('Control+z');
  await expect(area).not.toContainText('berlaku');
  await expect(area).toContainText('Sisi miring segitiga siku-siku:');
  for (let step = 0; step < 3; step++) await page.keyboard.press('Control+z');
  await expect(area).not.toContainText('Sisi miring');
  expect(warnings.filter((text) => /linkify/i.test(text))).toEqual([]);
});

test('opening editors one after another leaves no linkify warning in the console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await login(page, demo.editor);
  const topicId = (await createTopicThroughApi(page, { course: 'Matematika Kelas 8', unit: 'Geometri', topic: 'Teorema Pythagoras' })).topicId;
  const content = '<p>Lihat <a href="https://id.wikipedia.org/wiki/Teorema_Pythagoras">Wikipedia</a>.</p>';
  for (const title of ['Bukti', 'Contoh']) await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title, content });
  await page.goto(`/en/topics/${topicId}`);
  await page.getByTestId('pages-panel').getByRole('link', { name: 'Bukti' }).click();
  await expect(contentArea(page)).toContainText('Wikipedia');
  await contentArea(page).click();
  await page.keyboard.type(' https://example.com ');
  // Next: another editor replaces this one.
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('save-indicator')).toContainText('Saved!');
  await page.getByTestId('editor-next').click();
  await expect(page.getByRole('textbox', { name: /Page title/ })).toHaveValue('Contoh');
  await expect(contentArea(page)).toContainText('Wikipedia');
  await page.goto(`/en/topics/${topicId}/questions/new?type=multiple_choice`);
  await expect(page.getByTestId('editor-kind')).toBeVisible();
  const editors = page.locator('.ProseMirror');
  await expect.poll(() => editors.count()).toBeGreaterThan(2);
  await editors.first().click();
  await page.keyboard.type('Lihat https://example.com ');
  await editors.nth(1).click();
  await page.keyboard.type('Jawaban https://example.org ');
  await page.goto(`/en/topics/${topicId}/questions/new?type=multiple_choice`);
  await expect.poll(() => editors.count()).toBeGreaterThan(2);
  expect(warnings.filter((text) => /linkify/i.test(text))).toEqual([]);
});
