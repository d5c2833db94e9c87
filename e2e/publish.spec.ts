// Publishing as a school uses it (spec §2 "Publish and Unpublish pages", the progress modals,
// §4, §6, §8): a publisher opens the publish page from the course overview, selects a topic,
// publishes, follows the progress modal to the success state and finds the topic Published with
// its date; an editor is refused the page; an unpublish is refused, in English and Indonesian,
// for a topic the linked app uses in an assignment; a page edited after publishing shows
// "Changed since published" while the published preview, opened in a private window, still
// shows what students get. Screenshots of the publish page, the modal and the refusal.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { PROVISIONING_SECRET, apiPost, createTopicThroughApi, demo, login, previewPathFromTopic, publishThroughApi, shot } from './helpers.ts';
import type { PublishTree } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

/** A course with one unit and one topic holding a text page and a valid multiple-choice question. */
async function publishableTopic(page: Page, label: string, pageText = '<p>Fotosintesis terjadi di daun.</p>') {
  const names = { course: `Biologi ${label} ${Date.now()}`, unit: 'Tumbuhan', topic: `Fotosintesis ${label}` };
  const { courseId, topicId } = await createTopicThroughApi(page, names);
  const chapter = await apiPost(page, '/content/chapters', { topic_id: topicId, type: 'text', title: 'Apa itu fotosintesis?', content: pageText, sections: [] });
  const question = await apiPost(page, '/map/questions', {
    topic_id: topicId,
    type: 'multiple_choice',
    content_html: '<p>Di mana fotosintesis terjadi?</p>',
    points: 1,
    answers: [
      { key: 'a', content: '<p>Daun</p>', answer_type: 'text', correct: true },
      { key: 'b', content: '<p>Akar</p>', answer_type: 'text' },
    ],
  });
  return { ...names, courseId, topicId, chapterId: chapter.id, questionId: question.id };
}

/** A private window: a new browser context, so no session cookie. */
async function privateWindow(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

const publishTopicBox = (page: Page, name: string) => page.getByTestId('publish-topic').filter({ hasText: name });

const texts = {
  en: {
    publish: 'Publish',
    neverPublished: 'Unpublished',
    selected: '2 of 2 selected',
    publishing: 'Publishing',
    done: '2 items published. Students now get this version.',
    back: 'Back to course',
    published: 'Published',
    lastPublished: /^Last published \w{3} \d{1,2}, \d{4}$/,
  },
  id: {
    publish: 'Terbitkan',
    neverPublished: 'Belum diterbitkan',
    selected: '2 dari 2 dipilih',
    publishing: 'Menerbitkan',
    done: '2 item diterbitkan. Siswa kini menerima versi ini.',
    back: 'Kembali ke kursus',
    published: 'Diterbitkan',
    lastPublished: /^Terakhir diterbitkan \d{1,2} \w{3} \d{4}$/,
  },
} as const;

for (const language of ['en', 'id'] as const) {
  const words = texts[language];
  test(`a publisher publishes a topic: progress, success, and the topic Published with its date (${language})`, async ({ page }) => {
    await login(page, demo.publisher);
    const made = await publishableTopic(page, `terbit ${language}`);

    // From the course overview to the publish page (no top bar there).
    await page.goto(`/${language}/courses/${made.courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: made.course })).toBeVisible();
    await page.getByRole('link', { name: words.publish, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/courses/${made.courseId}/publish$`));
    await expect(page.getByRole('heading', { level: 1, name: made.course })).toBeVisible();
    await expect(page.getByTestId('main-navigation')).toHaveCount(0);
    const topic = publishTopicBox(page, made.topic);
    await expect(topic).toContainText(words.neverPublished);
    await expect(topic.getByTestId('publish-item')).toHaveCount(2);

    await topic.getByRole('checkbox').first().check();
    await expect(topic.getByTestId('topic-count')).toHaveText(words.selected);
    await shot(page, `publish-page-${language}`);

    // The progress modal: the job's answers are held until the modal has been seen (the job
    // may finish in less than one poll), then let through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const progress: number[] = [];
    await page.route('**/jobs/*', async (route) => {
      await held;
      const reply = await route.fetch();
      progress.push(((await reply.json()) as { progress: number }).progress);
      await route.fulfill({ response: reply });
    });
    await page.getByTestId('publish-bar').getByRole('button').click();
    const modal = page.getByRole('dialog', { name: words.publishing });
    await expect(modal).toBeVisible();
    // The bar (its filled part has no width at 0%) and its percentage in words.
    await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(modal).toContainText(/\d+%/);
    await expect(modal).toHaveCSS('opacity', '1');
    await shot(page, `publish-progress-${language}`);
    release();

    await expect(page.getByTestId('publish-success')).toContainText(words.done);
    await expect(modal).toHaveCount(0);
    expect(progress.at(-1)).toBe(100);
    await shot(page, `publish-success-${language}`);
    await page.unroute('**/jobs/*');

    // Back on the course overview, and on the topic: Published, with the date.
    await page.getByTestId('publish-success').getByRole('link', { name: words.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/courses/${made.courseId}$`));
    await expect(page.getByRole('heading', { level: 1, name: made.course })).toBeVisible();
    await expect(page.getByText(words.published, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('published-on').first()).toHaveText(words.lastPublished);
    await page.goto(`/${language}/topics/${made.topicId}`);
    await expect(page.getByRole('heading', { level: 1, name: made.topic })).toBeVisible();
    await expect(page.getByTestId('published-on').first()).toHaveText(words.lastPublished);
    await expect(page.getByRole('row').filter({ hasText: 'Apa itu fotosintesis?' })).toContainText(words.published);
    await expect(page.getByTestId('changed-badge')).toHaveCount(0);
  });
}

test('an editor is refused the publish page and offered no Publish button', async ({ page }) => {
  await login(page, demo.editor);
  const { courseId } = await createTopicThroughApi(page, { course: `Kimia ${Date.now()}`, unit: 'Atom', topic: 'Struktur atom' });
  await page.goto(`/en/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Neither Publish nor Unpublish is offered: no link leads to those pages.
  await expect(page.getByRole('link', { name: 'Edit course' })).toBeVisible();
  await expect(page.locator(`a[href$="/courses/${courseId}/publish"], a[href$="/courses/${courseId}/unpublish"]`)).toHaveCount(0);

  await page.goto(`/en/courses/${courseId}/publish`);
  await expect(page.getByTestId('error-page-permissionError')).toBeVisible();
  await expect(page.getByTestId('publish-topic')).toHaveCount(0);
  await shot(page, 'publish-refused-editor-en');
  // The server says the same.
  const refused = await page.request.get(`/content/courses/${courseId}/publish_tree`);
  expect(refused.status()).toBe(403);
});

test('unpublishing a topic used in an assignment sent in Link is refused with the §8 text', async ({ page }) => {
  await login(page, demo.publisher);
  const made = await publishableTopic(page, 'tugas');
  await publishThroughApi(page, made.courseId, made.topicId);

  // The linked app records that one of its assignments uses the topic.
  const recorded = await page.request.post('/provisioning/assignments', {
    headers: { Authorization: `Bearer ${PROVISIONING_SECRET}` },
    data: { topic_id: made.topicId, assignment_ref: `tugas-${made.topicId}` },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);

  for (const language of ['en', 'id'] as const) {
    const text =
      language === 'en'
        ? 'The following topics are currently used in assignments sent in Link and cannot be unpublished. Please deselect them and try again.'
        : 'Topik berikut sedang digunakan dalam tugas yang dikirim melalui Link sehingga penerbitannya tidak dapat dibatalkan. Batalkan pilihannya lalu coba lagi.';
    await page.goto(`/${language}/courses/${made.courseId}/unpublish`);
    const topic = publishTopicBox(page, made.topic);
    await expect(topic.getByTestId('assignment-badge')).toBeVisible();
    await topic.getByRole('checkbox').first().check();
    const send = page.getByTestId('publish-bar').getByRole('button');
    await expect(send).toBeEnabled();
    await send.click();
    const refusal = page.getByTestId('publish-refusal');
    await expect(refusal).toContainText(text);
    await expect(refusal).toContainText(made.topic);
    await expect(topic).toHaveAttribute('data-refused', 'true');
    await shot(page, `unpublish-refused-${language}`);
  }

  // Nothing was unpublished.
  const tree = (await (await page.request.get(`/content/courses/${made.courseId}/publish_tree`)).json()) as PublishTree;
  expect(tree.units[0]!.topics.find((t) => t.id === made.topicId)!.status).toBe('published');

  // The endpoint wants its secret.
  const wrong = await page.request.post('/provisioning/assignments', {
    headers: { Authorization: 'Bearer not-the-secret' },
    data: { topic_id: made.topicId, assignment_ref: 'x' },
  });
  expect(wrong.status()).toBe(401);
});

test('a page edited after publishing is "Changed since published"; the published preview keeps the old text', async ({ page, browser, baseURL }) => {
  await login(page, demo.publisher);
  const made = await publishableTopic(page, 'snapshot', '<p>Teks lama: klorofil menangkap cahaya.</p>');
  await publishThroughApi(page, made.courseId, made.topicId);

  // The teacher edits the published page in its editor.
  await page.goto(`/en/chapters/${made.chapterId}`);
  const content = page.getByRole('textbox', { name: /^Content/ });
  await expect(content).toContainText('Teks lama');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Teks baru: stomata mengatur pertukaran gas.');
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('save-indicator').first()).toContainText('Saved!');

  // The topic's table of pages says so, and so does the topic.
  await page.goto(`/en/topics/${made.topicId}`);
  const row = page.getByRole('row').filter({ hasText: 'Apa itu fotosintesis?' });
  await expect(row.getByTestId('changed-badge')).toHaveText('Changed since published');
  await expect(row).toContainText('Published');
  await shot(page, 'publish-changed-since-en');

  const path = await previewPathFromTopic(page, made.topicId);
  const { context, page: learner } = await privateWindow(browser, baseURL);
  try {
    await learner.goto(`${path}?version=published`);
    const lesson = learner.getByTestId('preview-lessons');
    await expect(lesson).toContainText('Teks lama: klorofil menangkap cahaya.');
    await expect(lesson).not.toContainText('Teks baru');
    await shot(learner, 'preview-published-version-en');

    await learner.goto(path);
    await expect(lesson).toContainText('Teks baru: stomata mengatur pertukaran gas.');
    await expect(lesson).not.toContainText('Teks lama');
  } finally {
    await context.close();
  }
});
