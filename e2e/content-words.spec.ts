// What the screens say about a course's content, in English and Indonesian: the unpublish page
// says a unit whose topics are all unpublished has no published topics (it is not empty); the
// delete-topic dialog speaks of pages, as every other screen does; the result of copying a topic
// counts each kind it carried, each with its own plural ("1 page, 7 questions, and 1 passage").
// Screenshots of the three.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, publishThroughApi, shot, shotOf } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const words = {
  en: {
    noPublished: 'No published topics in this unit.',
    topicActions: (name: string) => `Actions for topic ${name}`,
    deleteTopic: 'Delete topic',
    deleteTitle: 'Delete this topic?',
    deleteWarning: 'All pages and questions under it are lost and cannot be recovered.',
    cancel: 'Cancel',
    copyTo: 'Copy to…',
    copyTitle: 'Copy topic',
    next: 'Next',
    copied: (unit: string) => `Copied to “${unit}”`,
    counts: 'With 1 page, 7 questions, and 1 passage',
  },
  id: {
    noPublished: 'Tidak ada topik yang diterbitkan di unit ini.',
    topicActions: (name: string) => `Tindakan untuk topik ${name}`,
    deleteTopic: 'Hapus topik',
    deleteTitle: 'Hapus topik ini?',
    deleteWarning: 'Semua halaman dan soal di dalamnya akan hilang dan tidak dapat dipulihkan.',
    cancel: 'Batal',
    copyTo: 'Salin ke…',
    copyTitle: 'Salin topik',
    next: 'Lanjut',
    copied: (unit: string) => `Disalin ke “${unit}”`,
    counts: 'Beserta 1 halaman, 7 soal, dan 1 bacaan',
  },
} as const;

/** Screenshots on a phone and on a laptop (the tests run at 1366 px, where they end). */
async function shots(page: Page, take: (size: string) => Promise<void>) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.setViewportSize({ width: 375, height: 812 });
  await take('375');
  await page.setViewportSize({ width: 1366, height: 820 });
  await take('1366');
}

const question = (topicId: number, stem: string) => ({
  topic_id: topicId,
  type: 'multiple_choice',
  content_html: `<p>${stem}</p>`,
  points: 1,
  answers: [
    { key: 'a', content: '<p>Benar</p>', answer_type: 'text', correct: true },
    { key: 'b', content: '<p>Salah</p>', answer_type: 'text' },
  ],
});

/** A topic with one page, seven questions and one passage. */
async function fullTopic(page: Page, label: string) {
  const names = { course: `Ekologi ${label} ${Date.now()}`, unit: 'Ekosistem', topic: 'Rantai makanan' };
  const made = await createTopicThroughApi(page, names);
  await apiPost(page, '/content/chapters', { topic_id: made.topicId, type: 'text', title: 'Produsen dan konsumen', content: '<p>Tumbuhan adalah produsen.</p>', sections: [] });
  for (let n = 1; n <= 7; n++) await apiPost(page, '/map/questions', question(made.topicId, `Soal rantai makanan ${n}`));
  await apiPost(page, '/map/passages', { topic_id: made.topicId, title: 'Sawah', content_html: '<p>Padi dimakan tikus, tikus dimakan ular.</p>' });
  return { ...names, ...made };
}

for (const language of ['en', 'id'] as const) {
  const text = words[language];

  test(`the unpublish page says a unit whose topics are all unpublished has no published topics (${language})`, async ({ page }) => {
    await login(page, demo.publisher);
    const made = await fullTopic(page, `terbit ${language}`);
    await publishThroughApi(page, made.courseId, made.topicId);
    const drafts = await apiPost(page, '/content/bundles', { course_id: made.courseId, name: 'Daur biogeokimia' });
    await apiPost(page, '/content/topics', { bundle_id: drafts.id, name: 'Daur air' });

    await page.goto(`/${language}/courses/${made.courseId}/unpublish`);
    // A course this small opens with every unit open.
    const unit = page.getByTestId('publish-unit').filter({ hasText: 'Daur biogeokimia' });
    await expect(unit.getByTestId('unit-no-topics')).toHaveText(text.noPublished);
    await shots(page, (size) => shot(page, `unpublish-no-published-topics-${size}-${language}`));
  });

  test(`the delete-topic dialog speaks of pages (${language})`, async ({ page }) => {
    await login(page, demo.editor);
    const made = await createTopicThroughApi(page, { course: `Ekologi hapus ${language} ${Date.now()}`, unit: 'Ekosistem', topic: 'Rantai makanan' });
    const { bundle_id: bundleId } = (await (await page.request.get(`/content/topics/${made.topicId}`)).json()) as { bundle_id: number };

    await page.goto(`/${language}/bundles/${bundleId}`);
    await page.getByRole('button', { name: text.topicActions('Rantai makanan'), exact: true }).click();
    await page.getByRole('menuitem', { name: text.deleteTopic }).click();
    const dialog = page.getByRole('dialog', { name: text.deleteTitle });
    await expect(dialog.getByTestId('delete-warning')).toHaveText(text.deleteWarning);
    await expect(dialog).toHaveCSS('opacity', '1');
    await shots(page, (size) => shotOf(dialog, `delete-topic-warning-${size}-${language}`));
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toHaveCount(0);
  });

  test(`the result of copying a topic counts each kind it carried (${language})`, async ({ page }) => {
    await login(page, demo.editor);
    const made = await fullTopic(page, `salin ${language}`);

    await page.goto(`/${language}/topics/${made.topicId}`);
    await page.getByRole('button', { name: text.copyTo, exact: true }).click();
    const modal = page.getByRole('dialog', { name: text.copyTitle });
    await modal.getByRole('radio', { name: made.unit, exact: true }).click();
    await modal.getByRole('button', { name: text.next, exact: true }).click();
    await modal.getByRole('button', { name: text.copyTitle, exact: true }).click();

    const result = page.getByTestId('copy-move-result');
    await expect(result.getByRole('status')).toHaveText(text.copied(made.unit));
    await expect(result).toContainText(text.counts);
    await expect(modal).toHaveCSS('opacity', '1');
    await shots(page, (size) => shotOf(modal, `copy-topic-result-${size}-${language}`));
  });
}
