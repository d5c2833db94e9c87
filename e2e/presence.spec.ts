// Who else is here, as three teachers see it, each in their own browser: Budi on the topic's
// overview sees Dewi arrive in a page (her avatar in the header, a mark on the page's row)
// and Sari in a question; Sari sees Dewi move into the question's answers and which part she
// is in; a closed tab disappears at once. In English and in Indonesian, at 1366 and 375 px.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { apiPost, createTopicThroughApi, demo, login, shot } from './helpers.ts';

const words = {
  en: { here: 'Also here:', editing: 'editing', answers: 'Answers', questionText: 'Question text' },
  id: { here: 'Juga di sini:', editing: 'sedang mengubah', answers: 'Jawaban', questionText: 'Teks soal' },
} as const;

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  await page.goto(path);
  return page;
}

for (const language of ['en', 'id'] as const) {
  const w = words[language];

  test(`three teachers see who is in the topic, in a page and in which part of a question (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const budi = await signedIn(browser, demo.publisher, `/${language}/`);
    const { topicId } = await createTopicThroughApi(budi, { course: `Bersama ${language} ${Date.now()}`, unit: 'Biologi', topic: 'Sel' });
    const chapter = await apiPost(budi, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Sel hewan', content: '<p>Sel hewan tidak berdinding.</p>' });
    const question = await apiPost(budi, '/map/questions', {
      topic_id: topicId,
      type: 'multiple_choice',
      content_html: '<p>Apa isi inti sel?</p>',
      points: 1,
      answers: [
        { key: 'a', content: '<p>DNA</p>', answer_type: 'text', correct: true },
        { key: 'b', content: '<p>Air</p>', answer_type: 'text' },
      ],
    });
    await budi.goto(`/${language}/topics/${topicId}`);
    const header = budi.getByTestId('presence').first();

    // Dewi opens the page: Budi sees her in the topic's header and on the page's row.
    const dewi = await signedIn(browser, demo.editor, `/${language}/chapters/${chapter.id}`);
    await expect(dewi.getByTestId('editor-header')).toBeVisible();
    await expect(header).toContainText(w.here);
    await expect(header).toContainText(w.editing);
    const pageRow = budi.getByTestId('page-row').filter({ hasText: 'Sel hewan' });
    await expect(pageRow.getByTestId('row-presence').getByTestId('presence-avatar')).toHaveCount(1);
    await shot(budi, `presence-topic-${language}-1366`);
    await budi.setViewportSize({ width: 375, height: 740 });
    await expect(pageRow.getByTestId('presence-avatar')).toBeVisible();
    await shot(budi, `presence-topic-${language}-375`);
    await budi.setViewportSize({ width: 1366, height: 820 });

    // Sari opens the question; Dewi follows her into it and clicks into an answer.
    const sari = await signedIn(browser, demo.admin, `/${language}/questions/${question.id}`);
    await expect(sari.getByTestId('question-form')).toBeVisible();
    await dewi.goto(`/${language}/questions/${question.id}`);
    await expect(dewi.getByTestId('question-form')).toBeVisible();
    await expect(pageRow.getByTestId('row-presence')).toHaveCount(0);
    const questionRow = budi.getByRole('tab', { name: language === 'en' ? /Questions/ : /Soal/ });
    await questionRow.click();
    await expect(budi.getByTestId('question-row').first().getByTestId('presence-avatar')).toHaveCount(2);

    await dewi.locator('[data-path="answers.1"] [contenteditable="true"]').first().click();
    const sariHeader = sari.getByTestId('editor-header').getByTestId('presence');
    await expect(sariHeader).toContainText(`${w.editing}: ${w.answers}`);
    // The answers' section marks her too; then she moves to the question's text.
    const answersSection = sari.locator('[data-path="answers"]').first();
    await expect(answersSection.getByTestId('presence-avatar')).toHaveCount(1);
    await shot(sari, `presence-question-${language}-1366`);
    await dewi.locator('[data-path="content_html"] [contenteditable="true"]').first().click();
    await expect(sariHeader).toContainText(`${w.editing}: ${w.questionText}`);
    await expect(answersSection.getByTestId('presence-avatar')).toHaveCount(0);
    await sari.setViewportSize({ width: 375, height: 740 });
    await expect(sariHeader.getByTestId('presence-avatar')).toBeVisible();
    await shot(sari, `presence-question-${language}-375`);

    // Dewi closes her tab: she is gone from Sari's question and Budi's list.
    await dewi.context().close();
    await expect(sari.getByTestId('editor-header').getByTestId('presence')).toHaveCount(0);
    await expect(budi.getByTestId('question-row').first().getByTestId('presence-avatar')).toHaveCount(1);
    await budi.context().close();
    await sari.context().close();
  });
}
